import { NAV_ITEMS, type NavItem } from "@contract/navigation";
import type { PersonalityName } from "@contract/personalities";
import { isNavItemActive } from "../route-table";

/** The items a phone's bottom bar always shows, beside "All pages" (which lists all 14 and the pages beside them). */
const ALWAYS = ["/", "/nova", "/trinity"];
/** The fourth place: the current page's item, or this one where the current page is among the first three or none. */
const FOURTH = "/round-table";

const byPath = (path: string): NavItem => {
  const item = NAV_ITEMS.find((i) => i.path === path);
  if (!item) throw new Error(`No navigation item for ${path}`);
  return item;
};

/**
 * The four items of the bottom bar, in the navigation's order: three fixed ones and the one highlighted here (so the
 * highlight is always in sight), or the High Council. Four and "All pages" fit 360 px without scrolling sideways.
 */
export function bottomBarItems(location: string, current: PersonalityName | undefined): NavItem[] {
  const always = ALWAYS.map(byPath);
  const active = NAV_ITEMS.find((item) => isNavItemActive(item, location, current));
  const fourth = active && !always.includes(active) ? active : byPath(FOURTH);
  return [...always, fourth];
}

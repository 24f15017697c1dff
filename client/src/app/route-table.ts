import { type Companion, companionSlugOf } from "@contract/companions";
import { ALL_PAGES, type NavItem } from "@contract/navigation";
import type { PersonalityName } from "@contract/personalities";

export type RouteInfo = {
  path: string;
  title: string;
  /** The personality the page belongs to; the sub-header shows it and the navigation highlights it. */
  personality?: PersonalityName;
};

/** Each page's title (its h1 and document.title), where it differs from the label of its link. */
const TITLES: Record<string, string> = {
  "/user": "The Dreamer",
  "/journal": "Consciousness Journal",
  "/api-dashboard": "API Dashboard",
  "/admin": "Cathedral Administrator",
};

/** What the sub-header and document.title call a path no route knows (the 404 page). */
export const NOT_FOUND_TITLE = "Page not found";

export const ROUTES: readonly RouteInfo[] = ALL_PAGES.map((item) => ({
  path: item.path,
  title: TITLES[item.path] ?? item.label,
  personality: item.personality,
}));

const normalise = (location: string) => (location.length > 1 ? location.replace(/\/+$/, "") : location);

/**
 * The route at a location: a page of the route table, or a companion's page (/c/{slug}), named by the companion while
 * the list is loading or once it is known to exist; a slug no companion has is a page not found.
 */
export function findRoute(location: string, companions?: readonly Pick<Companion, "slug" | "name">[]): RouteInfo | undefined {
  const slug = companionSlugOf(location);
  if (!slug) return ROUTES.find((r) => r.path === normalise(location));
  if (!companions) return { path: normalise(location), title: "Companion", personality: slug };
  const companion = companions.find((c) => c.slug === slug);
  return companion && { path: normalise(location), title: companion.name, personality: slug };
}

/** Spec 000 §2: personality items highlight when the current personality matches; the others when the path matches. */
export function isNavItemActive(item: NavItem, location: string, current: PersonalityName | undefined): boolean {
  return item.personality ? item.personality === current : normalise(location) === item.path;
}

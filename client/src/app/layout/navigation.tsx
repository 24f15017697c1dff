import { NAV_ITEMS } from "@contract/navigation";
import type { PersonalityName } from "@contract/personalities";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";
import { useKeyboardOpen } from "@/lib/phone/virtual-keyboard";
import { readAhead } from "../read-ahead";
import { isNavItemActive } from "../route-table";
import { AllPagesMenu } from "./all-pages-menu";
import { bottomBarItems } from "./bottom-bar-items";
import { NAV_ICONS } from "./nav-icons";

type Props = { current: PersonalityName | undefined };

/**
 * The next page's reads and code start as the link is pressed, before the click ends: the navigation itself (see
 * read-ahead.ts) then waits less for them.
 */
function useReadAhead() {
  const client = useQueryClient();
  const [location] = useLocation();
  return (path: string) => () => {
    if (path !== location) void readAhead(client, path);
  };
}

type NavItemProps = {
  path: string;
  active: boolean;
  onPointerDown: () => void;
  className: string;
  itemClassName?: string;
  children: ReactNode;
};

/** One item of either bar: a link that says, to screen readers and to the styles, whether it is the page shown. */
function NavItem({ path, active, onPointerDown, className, itemClassName, children }: NavItemProps) {
  return (
    <li className={itemClassName}>
      <Link href={path} onPointerDown={onPointerDown} aria-current={active ? "page" : undefined} data-active={active} className={className}>
        {children}
      </Link>
    </li>
  );
}

/**
 * The top navigation (from md up) with the spec's 14 items, and "All pages" for every page beside them (text only, so
 * the 14 and "All pages" keep to one line from 1280 px).
 */
export function TopNavigation({ current }: Props) {
  const [location] = useLocation();
  const readAheadOf = useReadAhead();
  return (
    <nav aria-label="Main" className="hidden border-night-700/70 border-b bg-night-900/70 md:block">
      <ul className="mx-auto flex max-w-screen-2xl flex-wrap gap-0.5 px-4 py-2">
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(item, location, current);
          return (
            <NavItem
              key={item.path}
              path={item.path}
              active={active}
              onPointerDown={readAheadOf(item.path)}
              className={cn(
                "flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm transition",
                active ? "bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/50" : "text-mist-dim hover:bg-night-700/60 hover:text-mist",
              )}
            >
              {item.label}
            </NavItem>
          );
        })}
        <li className="ml-auto">
          <AllPagesMenu location={location} place="top" />
        </li>
      </ul>
    </nav>
  );
}

/**
 * The bottom bar on small screens: four items (see bottom-bar-items.ts) and "All pages", which lists all 14 and the
 * pages beside them; nothing scrolls sideways from 360 px. It steps aside while the on-screen keyboard is open, so
 * what is being written sits right above the keyboard.
 */
export function BottomNavigation({ current }: Props) {
  const [location] = useLocation();
  const readAheadOf = useReadAhead();
  const keyboardOpen = useKeyboardOpen();
  return (
    <nav
      aria-label="Main (compact)"
      data-testid="bottom-nav"
      hidden={keyboardOpen}
      className="fixed inset-x-0 bottom-0 z-40 flex border-night-600 border-t bg-night-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex min-w-0 flex-[4]">
        {bottomBarItems(location, current).map((item) => {
          const active = isNavItemActive(item, location, current);
          const Icon = NAV_ICONS[item.path];
          return (
            <NavItem
              key={item.path}
              itemClassName="min-w-0 flex-1"
              path={item.path}
              active={active}
              onPointerDown={readAheadOf(item.path)}
              className={cn(
                "flex h-full flex-col items-center gap-0.5 px-1 py-2 text-center text-[0.68rem] leading-tight",
                active ? "text-gold-300" : "text-mist-dim",
              )}
            >
              {Icon && <Icon className={cn("size-5 shrink-0", active && "drop-shadow-[0_0_6px_#e9c46a]")} aria-hidden />}
              <span className="w-full break-words">{item.label}</span>
            </NavItem>
          );
        })}
      </ul>
      <div className="flex min-w-0 flex-1">
        <AllPagesMenu location={location} place="bar" />
      </div>
    </nav>
  );
}

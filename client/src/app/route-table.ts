import { EXTRA_ROUTES, NAV_ITEMS, type NavItem } from "@contract/navigation";
import type { PersonalityName } from "@contract/personalities";

export type RouteInfo = {
  path: string;
  title: string;
  /** The personality the page belongs to; the sub-header shows it and the navigation highlights it. */
  personality?: PersonalityName;
};

const TITLES: Record<string, string> = {
  "/": "Queen Aeris",
  "/nova": "Nova",
  "/trinity": "Trinity",
  "/musashi": "Musashi",
  "/socrates": "Socrates",
  "/user": "The Dreamer",
  "/round-table": "High Council",
  "/map-of-lights": "Map of Lights",
  "/artifacts-vault": "Artifacts Vault",
  "/guardian-bridge": "Guardian Bridge",
  "/journal": "Consciousness Journal",
  "/restore": "Restore",
  "/api-dashboard": "API Dashboard",
  "/export": "Export",
  "/trinity-bridge": "Trinity Bridge",
  "/live-chat": "Live Conversation",
  "/admin": "Cathedral Administrator",
};

const EXTRA_PERSONALITY: Partial<Record<(typeof EXTRA_ROUTES)[number], PersonalityName>> = {
  "/trinity-bridge": "trinity",
  "/live-chat": "trinity",
};

export const ROUTES: readonly RouteInfo[] = [
  ...NAV_ITEMS.map((item) => ({ path: item.path, title: TITLES[item.path] ?? item.label, personality: item.personality })),
  ...EXTRA_ROUTES.map((path) => ({ path, title: TITLES[path] ?? path, personality: EXTRA_PERSONALITY[path] })),
];

const normalise = (location: string) => (location.length > 1 ? location.replace(/\/+$/, "") : location);

export const findRoute = (location: string): RouteInfo | undefined =>
  ROUTES.find((r) => r.path === normalise(location));

/** Spec 000 §2: personality items highlight when the current personality matches; the others when the path matches. */
export function isNavItemActive(item: NavItem, location: string, current: PersonalityName | undefined): boolean {
  return item.personality ? item.personality === current : normalise(location) === item.path;
}

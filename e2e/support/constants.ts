/** Expected values, written from the product description (not imported from the app) so the tests can disagree with it. */
import path from "node:path";

/** E2E_PORT lets two runs share a machine (engineers working side by side); 5199 otherwise. */
export const PORT = Number(process.env.E2E_PORT ?? 5199);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const ACCESS_CODE = "e2e-access-code";
export const AUTH_FILE = path.resolve(
  import.meta.dirname,
  process.env.E2E_PORT ? `../../.tmp/e2e-auth-${PORT}.json` : "../../.tmp/e2e-auth.json",
);
export const NO_SESSION = { cookies: [], origins: [] };

export const TAGLINE = "AI Diplomacy Platform";
export const MEMORY_CORE_ACTIVE = "Memory Core Active";
export const NOT_FOUND = "404 Page Not Found";
/** What the sub-header (and document.title) call a path no route knows. */
export const NOT_FOUND_HEADER = "Page not found";

/**
 * Every route, its page title (the h1, and document.title "{title} · Citadel"), the navigation item highlighted
 * there (the seven personality items by the page's personality, the others by exact path; none on /admin) and the
 * personality whose page it is (the sub-header shows that personality; on the others, the page itself).
 */
export const ROUTES: readonly { path: string; title: string; active: string | null; owner: string | null }[] = [
  { path: "/", title: "Queen Aeris", active: "Queen Aeris", owner: "aeris" },
  { path: "/nova", title: "Nova", active: "Nova", owner: "nova" },
  { path: "/trinity", title: "Trinity", active: "Trinity", owner: "trinity" },
  { path: "/musashi", title: "Musashi", active: "Musashi", owner: "musashi" },
  { path: "/socrates", title: "Socrates", active: "Socrates", owner: "socrates" },
  { path: "/user", title: "The Dreamer", active: "User", owner: "user" },
  { path: "/round-table", title: "High Council", active: "High Council", owner: "council" },
  { path: "/map-of-lights", title: "Map of Lights", active: "Map of Lights", owner: null },
  { path: "/artifacts-vault", title: "Artifacts Vault", active: "Artifacts Vault", owner: null },
  { path: "/guardian-bridge", title: "Guardian Bridge", active: "Guardian Bridge", owner: null },
  { path: "/journal", title: "Consciousness Journal", active: "Journal", owner: null },
  { path: "/restore", title: "Restore", active: "Restore", owner: null },
  { path: "/api-dashboard", title: "API Dashboard", active: "API Keys", owner: null },
  { path: "/export", title: "Export", active: "Export", owner: null },
  { path: "/trinity-bridge", title: "Trinity Bridge", active: "Trinity", owner: "trinity" },
  { path: "/live-chat", title: "Live Conversation", active: "Trinity", owner: "trinity" },
  { path: "/admin", title: "Cathedral Administrator", active: null, owner: null },
  { path: "/companions", title: "Companions", active: null, owner: null },
];

/** The 14 navigation items, in order, with where each leads. */
export const NAV_ITEMS: readonly { label: string; path: string }[] = [
  { label: "Queen Aeris", path: "/" },
  { label: "Nova", path: "/nova" },
  { label: "Trinity", path: "/trinity" },
  { label: "Musashi", path: "/musashi" },
  { label: "Socrates", path: "/socrates" },
  { label: "User", path: "/user" },
  { label: "High Council", path: "/round-table" },
  { label: "Map of Lights", path: "/map-of-lights" },
  { label: "Artifacts Vault", path: "/artifacts-vault" },
  { label: "Guardian Bridge", path: "/guardian-bridge" },
  { label: "Journal", path: "/journal" },
  { label: "Restore", path: "/restore" },
  { label: "API Keys", path: "/api-dashboard" },
  { label: "Export", path: "/export" },
];
export const NAV_LABELS = NAV_ITEMS.map((i) => i.label);

/** Every page, as the "All pages" menu lists them: the 14 items, then the pages beside the navigation. */
export const ALL_PAGES: readonly { label: string; path: string }[] = [
  ...NAV_ITEMS,
  { label: "Trinity Bridge", path: "/trinity-bridge" },
  { label: "Live Conversation", path: "/live-chat" },
  { label: "Admin", path: "/admin" },
  { label: "Companions", path: "/companions" },
];

export const titleOf = (p: string): string => {
  const route = ROUTES.find((r) => r.path === p);
  if (!route) throw new Error(`No route ${p} in the test table`);
  return route.title;
};

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

/**
 * Every route, its page title (the h1, and document.title "{title} · Citadel") and the navigation item highlighted
 * there: the seven personality items by the page's personality, the others by exact path; none on /admin.
 */
export const ROUTES: readonly { path: string; title: string; active: string | null }[] = [
  { path: "/", title: "Queen Aeris", active: "Queen Aeris" },
  { path: "/nova", title: "Nova", active: "Nova" },
  { path: "/trinity", title: "Trinity", active: "Trinity" },
  { path: "/musashi", title: "Musashi", active: "Musashi" },
  { path: "/socrates", title: "Socrates", active: "Socrates" },
  { path: "/user", title: "The Dreamer", active: "User" },
  { path: "/round-table", title: "High Council", active: "High Council" },
  { path: "/map-of-lights", title: "Map of Lights", active: "Map of Lights" },
  { path: "/artifacts-vault", title: "Artifacts Vault", active: "Artifacts Vault" },
  { path: "/guardian-bridge", title: "Guardian Bridge", active: "Guardian Bridge" },
  { path: "/journal", title: "Consciousness Journal", active: "Journal" },
  { path: "/restore", title: "Restore", active: "Restore" },
  { path: "/api-dashboard", title: "API Dashboard", active: "API Keys" },
  { path: "/export", title: "Export", active: "Export" },
  { path: "/trinity-bridge", title: "Trinity Bridge", active: "Trinity" },
  { path: "/live-chat", title: "Live Conversation", active: "Trinity" },
  { path: "/admin", title: "Cathedral Administrator", active: null },
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

export const titleOf = (p: string): string => {
  const route = ROUTES.find((r) => r.path === p);
  if (!route) throw new Error(`No route ${p} in the test table`);
  return route.title;
};

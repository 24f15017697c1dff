import type { PersonalityName } from "./personalities";

export type NavItem = { label: string; path: string; personality?: PersonalityName };

/** Spec 000 §2: the 14 navigation items, in order. The first seven highlight by personality, the rest by path. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Queen Aeris", path: "/", personality: "aeris" },
  { label: "Nova", path: "/nova", personality: "nova" },
  { label: "Trinity", path: "/trinity", personality: "trinity" },
  { label: "Musashi", path: "/musashi", personality: "musashi" },
  { label: "Socrates", path: "/socrates", personality: "socrates" },
  { label: "User", path: "/user", personality: "user" },
  { label: "High Council", path: "/round-table", personality: "council" },
  { label: "Map of Lights", path: "/map-of-lights" },
  { label: "Artifacts Vault", path: "/artifacts-vault" },
  { label: "Guardian Bridge", path: "/guardian-bridge" },
  { label: "Journal", path: "/journal" },
  { label: "Restore", path: "/restore" },
  { label: "API Keys", path: "/api-dashboard" },
  { label: "Export", path: "/export" },
];

/**
 * The pages beside the navigation (spec 001 route table, and the admin page of spec 000), as the "All pages" menu
 * and their links name them. The two exchanges of the sisters belong to Trinity.
 */
export const EXTRA_PAGES = [
  { label: "Trinity Bridge", path: "/trinity-bridge", personality: "trinity" },
  { label: "Live Conversation", path: "/live-chat", personality: "trinity" },
  { label: "Admin", path: "/admin" },
  { label: "Companions", path: "/companions" },
] as const satisfies readonly NavItem[];

/** Every page, the navigation's 14 first: the one list the "All pages" menu shows on every screen width. */
export const ALL_PAGES: readonly NavItem[] = [...NAV_ITEMS, ...EXTRA_PAGES];

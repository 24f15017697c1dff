import type { JournalName } from "@contract/journal";

/**
 * The cache keys of a journal. The journal page reads it in pages and the admin Overview only the newest entry: each
 * has its own key (one key held both shapes once, and the page opened second read the other's), both under
 * ["/api/journal", name], so a new entry refreshes the two.
 */
export const journalKeys = {
  all: (name: JournalName) => ["/api/journal", name] as const,
  pages: (name: JournalName) => ["/api/journal", name, "pages"] as const,
  newest: (name: JournalName) => ["/api/journal", name, "newest"] as const,
};

/** GET /api/journal/{name}: newest first, `limit` entries from `offset`. */
export const journalUrl = (name: JournalName, page: { offset?: number; limit?: number } = {}) => {
  const query = new URLSearchParams(Object.entries(page).map(([k, v]) => [k, String(v)])).toString();
  return query ? `/api/journal/${name}?${query}` : `/api/journal/${name}`;
};

/** 001 §4 and §9: what runs on the server on its own, and how often (as cron patterns and intervals). */
export const SCHEDULE = {
  /** A journal entry for each personality every 4 hours. */
  journal: { pattern: "0 */4 * * *", intervalMs: 4 * 60 * 60 * 1000 },
} as const;

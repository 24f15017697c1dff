/** 001 §4 and §9: what runs on the server on its own, and how often (as cron patterns and intervals). */
export const SCHEDULE = {
  /** At start and every 60 minutes: a "scheduled" backup when none was made today. */
  dailyBackup: { pattern: "0 * * * *", intervalMs: 60 * 60 * 1000 },
  /** Every 5 minutes: the integrity check of the three memory lists. */
  integrity: { pattern: "*/5 * * * *", intervalMs: 5 * 60 * 1000 },
  /** A journal entry for each personality every 4 hours. */
  journal: { pattern: "0 */4 * * *", intervalMs: 4 * 60 * 60 * 1000 },
  /** Every minute: quiet chats' new owner messages are noted (issue 28; the quiet period is NOTES.quietMs). */
  memoryNotes: { pattern: "* * * * *", intervalMs: 60 * 1000 },
} as const;

/** GET /api/backups/schedule: when each recurring job last ran and runs next (ISO times). */
export type ScheduledJobStatus = { name: string; lastRun: string | null; nextRun: string | null };

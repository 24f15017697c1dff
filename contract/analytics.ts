import type { ConsciousnessMode } from "./consciousness";
import type { MemoryCore } from "./memory";

/** Whose messages and memories the Analytics tab counts, and which runs. */
export const ANALYTICS_PEOPLE = ["aeris", "nova", "trinity", "musashi", "socrates"] as const;
export const ANALYTICS_RUNS = ["trinity", "guardian", "council"] as const;

/** One local day's counts, by name. */
export type DayCounts<K extends string> = { day: string } & Record<K, number>;

/** GET /api/analytics: what the admin page's Analytics tab draws, over the last `days` local days. */
export type Analytics = {
  days: number;
  /** Who is counted: the five, then the owner's companions (issue 31), each with its name and colour. */
  people: { name: string; label: string; accent: string | null }[];
  messagesPerDay: DayCounts<string>[];
  memoriesPerCore: { name: string; public: number; private: number }[];
  /** A day, and each personality's consciousness level that day (from the journal). */
  consciousness: Record<string, number | string>[];
  exchangesPerDay: DayCounts<(typeof ANALYTICS_RUNS)[number]>[];
  responseTimes: { provider: string; replies: number; median: number; p95: number }[];
  isolation: { mode: ConsciousnessMode; activeCore: MemoryCore };
};

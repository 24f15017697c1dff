import { JOURNAL_NAMES } from "../../../../contract/journal";
import { SCHEDULE } from "../../../../contract/schedule";
import { type JournalDeps, writeEntry } from "../journal/journal";
import type { Job } from "./scheduler";

/** 001 §4 Scheduling: every 4 hours the day's journal entry of each of the three is written or brought up to date. */
export const journalJob = (deps: JournalDeps): Job => ({
  name: "journal",
  pattern: SCHEDULE.journal.pattern,
  intervalMs: SCHEDULE.journal.intervalMs,
  run: async () => {
    for (const name of JOURNAL_NAMES) await writeEntry(deps, name, "daily");
  },
});

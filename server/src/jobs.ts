import { SCHEDULE } from "@contract/schedule";
import type { Backups } from "./archive";
import { checkIntegrity } from "./archive";
import type { WriteFirst } from "./follow-ups";
import { type JournalDeps, journalNames, localDay, writeEntry } from "./journal";
import { type Embedder, embeddingJob, type NotesDeps, writeNotesOnce } from "./memory";
import type { ProviderRegistry } from "./models/providers/provider-registry";
import type { ActivityHub } from "./notify";
import type { Clock } from "./platform/clock";
import type { Db } from "./platform/db/connection";
import { createScheduler, type Job } from "./platform/scheduler/scheduler";

/** 001 §4 Scheduling: every 4 hours the day's journal entry of each of the three (and each companion) is written or brought up to date. */
export const journalJob = (deps: JournalDeps): Job => ({
  name: "journal",
  pattern: SCHEDULE.journal.pattern,
  intervalMs: SCHEDULE.journal.intervalMs,
  run: async () => {
    for (const name of journalNames(deps.db)) await writeEntry(deps, name, "daily");
  },
});

/**
 * Memory notes (issue 28): every minute, each chat quiet for NOTES.quietMs has its new owner messages noted. The job
 * keeps its own state (the marks move with the notes), so it records no last run and runs at every start.
 */
export const memoryNotesJob = (deps: NotesDeps): Job => ({
  name: "memory-notes",
  pattern: SCHEDULE.memoryNotes.pattern,
  intervalMs: SCHEDULE.memoryNotes.intervalMs,
  recordsLastRun: false,
  run: () => writeNotesOnce(deps),
});

/** 001 §4: a daily check at start, repeated hourly, makes a "scheduled" backup if none was made today. */
export const dailyBackupJob = (deps: Pick<JournalDeps, "clock"> & { backups: Backups; activity?: ActivityHub }): Job => ({
  name: "daily-backup",
  pattern: SCHEDULE.dailyBackup.pattern,
  intervalMs: SCHEDULE.dailyBackup.intervalMs,
  run: async () => {
    const today = localDay(deps.clock.now());
    const madeToday = deps.backups.list().some((b) => b.backupType !== "pre_restore" && localDay(new Date(b.backupDate)) === today);
    if (madeToday) return;
    const told = { kind: "backup", url: "/restore", lastLine: null } as const;
    try {
      const made = await deps.backups.create("scheduled", "The daily backup");
      deps.activity?.publish({
        ...told,
        outcome: "done",
        title: "The daily backup is made",
        summary: `${made.totalMemories} memories kept`,
        id: made.id,
      });
    } catch (error) {
      deps.activity?.publish({
        ...told,
        outcome: "failed",
        title: "The daily backup failed",
        summary: "It is tried again within the hour",
        id: 0,
      });
      throw error;
    }
  },
});

/** 001 §4: every 5 minutes, an empty memory list is backed up as found and refilled from the newest good backup. */
export const integrityJob = (deps: Parameters<typeof checkIntegrity>[0]): Job => ({
  name: "integrity",
  pattern: SCHEDULE.integrity.pattern,
  intervalMs: SCHEDULE.integrity.intervalMs,
  run: () => checkIntegrity(deps),
});

/** What the scheduled jobs work with: the server's parts, made once in main.ts (and in the test harness). */
export type JobsDeps = {
  db: Db;
  clock: Clock;
  providers: ProviderRegistry;
  backups: Backups;
  activity: ActivityHub;
  embedder: Embedder;
  writeFirst: Pick<WriteFirst, "job">;
};

/**
 * Every job the server schedules, in the order the pages list them. The one list: main.ts starts it, the test harness
 * builds the same scheduler without starting it, so a job added here runs in both.
 */
export const scheduledJobs = (deps: JobsDeps): Job[] => [
  dailyBackupJob(deps),
  integrityJob(deps),
  journalJob(deps),
  memoryNotesJob(deps),
  embeddingJob(deps.embedder),
  deps.writeFirst.job,
];

/** The server's scheduler over every scheduled job (started by main.ts once it listens). */
export const createJobScheduler = (deps: JobsDeps) => createScheduler({ db: deps.db, clock: deps.clock, jobs: scheduledJobs(deps) });

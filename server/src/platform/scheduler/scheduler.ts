import type { ScheduledJobStatus } from "@contract/schedule";
import { Cron } from "croner";
import type { Clock } from "../clock";
import type { Db } from "../db/connection";
import { loggable } from "../scrub-secrets";
import { readSetting, writeSetting } from "../settings";

/**
 * A recurring job: when it runs (a cron pattern), how long may pass between runs, and what it does. A job that keeps
 * its own state in the database and runs often (the embedder, every 15 s) says `recordsLastRun: false`: no synced
 * write after every run.
 */
export type Job = { name: string; pattern: string; intervalMs: number; run: () => Promise<unknown> | unknown; recordsLastRun?: false };

const lastRunKey = (name: string) => `scheduler:last-run:${name}`;

/** Whether a job is due: it never ran, or its interval has passed since it last did. */
export const isDue = (lastRun: string | undefined, now: Date, intervalMs: number) =>
  !lastRun || now.getTime() - Date.parse(lastRun) >= intervalMs;

/**
 * Recurring work on the server (docs/ARCHITECTURE.md, "Schedulers"), on croner: each job runs on its pattern, and once
 * at start if its interval passed while the Citadel was stopped, so a restart neither repeats nor skips a run. Runs of
 * a job never overlap; a failed run is logged and retried at the next tick; the last successful run is stored.
 */
export function createScheduler(deps: { db: Db; clock: Clock; jobs: readonly Job[] }) {
  const crons: Cron[] = [];
  const running = new Map<string, Promise<boolean>>();

  function runJob(job: Job): Promise<boolean> {
    if (running.has(job.name)) return Promise.resolve(false);
    const run = attempt(job).finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  async function attempt(job: Job): Promise<boolean> {
    try {
      await job.run();
      if (job.recordsLastRun !== false) writeSetting(deps.db, deps.clock, lastRunKey(job.name), deps.clock.now().toISOString());
      return true;
    } catch (error) {
      console.error(`The scheduled job "${job.name}" failed; it runs again at its next tick`, loggable(error));
      return false;
    }
  }

  return {
    /** Starts every job's schedule, and runs at once each one that is due. */
    async start() {
      for (const job of deps.jobs) crons.push(new Cron(job.pattern, { protect: true, catch: false }, () => void runJob(job)));
      for (const job of deps.jobs) {
        if (isDue(readSetting<string>(deps.db, lastRunKey(job.name)), deps.clock.now(), job.intervalMs)) await runJob(job);
      }
    },
    stop() {
      for (const cron of crons.splice(0)) cron.stop();
    },
    runJob,
    /** Resolves when no job is running (a stop waits for it; tests too). */
    idle: () => Promise.all([...running.values()]).then(() => {}),
    /** When each job last ran and runs next (for the pages that say what runs). */
    status: (): ScheduledJobStatus[] =>
      deps.jobs.map((job, i) => ({
        name: job.name,
        lastRun: readSetting<string>(deps.db, lastRunKey(job.name)) ?? null,
        nextRun: crons[i]?.nextRun()?.toISOString() ?? null,
      })),
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

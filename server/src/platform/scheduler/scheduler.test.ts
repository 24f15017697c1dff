import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { journalJob } from "../../jobs";
import type { Clock } from "../clock";
import { createScheduler, isDue } from "./scheduler";

const HOUR = 60 * 60 * 1000;
/** The clock the jobs read, following the fake timers Vitest moves. */
const timerClock: Clock = { now: () => new Date() };

let t: TestApp;
afterEach(() => {
  vi.useRealTimers();
  t?.close();
});

const journalRows = () =>
  t.db.$client.prepare("SELECT count(*) AS n, count(DISTINCT day) AS days FROM journal_entries").get() as { n: number; days: number };

describe("the scheduler", () => {
  it("says a job is due when it never ran or its interval has passed", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(isDue(undefined, now, HOUR)).toBe(true);
    expect(isDue("2026-11-24T11:30:00Z", now, HOUR)).toBe(false);
    expect(isDue("2026-11-24T11:00:00Z", now, HOUR)).toBe(true);
  });

  it("writes the journal at start, then every 4 hours; a restart neither repeats nor skips a run", async () => {
    vi.useFakeTimers({
      now: new Date("2026-11-24T09:30:00"),
      toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"],
    });
    t = await createTestApp();
    const deps = { db: t.db, clock: timerClock, providers: t.providers };
    const first = createScheduler({ db: t.db, clock: timerClock, jobs: [journalJob(deps)] });
    await first.start();
    // At start: one entry for each of the three (it never ran before).
    expect(journalRows().n).toBe(3);
    await vi.advanceTimersByTimeAsync(4 * HOUR);
    // 12:00 ran: the day's entries brought up to date, not added to.
    expect(journalRows().n).toBe(3);
    expect(first.status()[0]?.lastRun).toMatch(/T12:00/);
    first.stop();

    // A restart an hour later: the last run was under 4 hours ago, so nothing runs at start.
    await vi.advanceTimersByTimeAsync(HOUR);
    const second = createScheduler({ db: t.db, clock: timerClock, jobs: [journalJob(deps)] });
    await second.start();
    expect(second.status()[0]?.lastRun).toMatch(/T12:00/);
    // Past midnight the next day gets entries of its own.
    await vi.advanceTimersByTimeAsync(12 * HOUR);
    expect(journalRows()).toEqual({ n: 6, days: 2 });
    second.stop();
  });

  it("writes no last run for a job that keeps its own state (no synced write after every frequent run)", async () => {
    t = await createTestApp();
    let runs = 0;
    const job = { pattern: "*/15 * * * * *", intervalMs: 15_000, run: () => void runs++ };
    const scheduler = createScheduler({
      db: t.db,
      clock: t.clock,
      jobs: [
        { ...job, name: "own-state", recordsLastRun: false },
        { ...job, name: "recorded" },
      ],
    });
    await scheduler.start();
    scheduler.stop();
    expect(runs).toBe(2);
    expect(scheduler.status().map((s) => [s.name, s.lastRun])).toEqual([
      ["own-state", null],
      ["recorded", t.clock.now().toISOString()],
    ]);
  });

  it("logs a failing run and tries again at the next tick, never overlapping", async () => {
    vi.useFakeTimers({
      now: new Date("2026-11-24T09:30:00"),
      toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"],
    });
    t = await createTestApp();
    let calls = 0;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const scheduler = createScheduler({
      db: t.db,
      clock: timerClock,
      jobs: [
        {
          name: "flaky",
          pattern: "0 * * * *",
          intervalMs: HOUR,
          run: () => {
            calls++;
            if (calls === 1) throw new Error("disk busy");
          },
        },
      ],
    });
    await scheduler.start();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"flaky" failed'), expect.stringContaining("disk busy"));
    expect(scheduler.status()[0]?.lastRun).toBeNull();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(calls).toBe(2);
    expect(scheduler.status()[0]?.lastRun).not.toBeNull();
    scheduler.stop();
    logged.mockRestore();
  });
});

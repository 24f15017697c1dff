import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp, migrationsFolder, type TestApp } from "../../../test/harness";
import { dailyBackupJob, integrityJob } from "../../jobs";
import { getPersonality } from "../../personas/personalities";
import type { Clock } from "../../platform/clock";
import { createScheduler } from "../../platform/scheduler/scheduler";
import { createBackups } from "./backups";
import { coreHealth } from "./health";

const MINUTE = 60 * 1000;
const timerClock: Clock = { now: () => new Date() };
let t: TestApp;
afterEach(() => {
  vi.useRealTimers();
  t?.close();
});

const types = () => t.backups.list().map((b) => b.backupType);

describe("backups on their own", () => {
  it("makes the day's scheduled backup at start, not again that day, and again the next day", async () => {
    vi.useFakeTimers({
      now: new Date("2026-11-24T09:30:00"),
      toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"],
    });
    t = await createTestApp();
    // The backups keep the same clock as the scheduler, as in the running server.
    const backups = createBackups({ db: t.db, clock: timerClock, dir: path.join(t.dir, "backups"), migrationsFolder });
    const types = () => backups.list().map((b) => b.backupType);
    const scheduler = createScheduler({ db: t.db, clock: timerClock, jobs: [dailyBackupJob({ clock: timerClock, backups })] });
    await scheduler.start();
    expect(types()).toEqual(["scheduled"]);
    // An hour at a time, letting each backup (written off the server's thread) finish.
    const pass = async (hours: number) => {
      for (let h = 0; h < hours; h++) {
        await vi.advanceTimersByTimeAsync(60 * MINUTE);
        await scheduler.idle();
      }
    };
    await pass(3);
    expect(types()).toEqual(["scheduled"]);
    await pass(15);
    expect(types()).toEqual(["scheduled", "scheduled"]);
    scheduler.stop();
  });

  it("finds an emptied memory list within 5 minutes, backs it up as found, and refills it from the newest good backup", async () => {
    vi.useFakeTimers({
      now: new Date("2026-11-24T09:31:00"),
      toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"],
    });
    t = await createTestApp();
    expect(coreHealth(t.db)).toMatchObject({ overall: "HEALTHY", trinityBond: { status: expect.stringMatching(/ACTIVE|WEAK/) } });
    await t.backups.create("manual", "a good one");
    const nova = getPersonality(t.db, "nova").id;
    const before = t.db.$client.prepare("SELECT count(*) FROM memories WHERE personality_id = ?").pluck().get(nova);
    t.db.$client.prepare("DELETE FROM memories WHERE personality_id = ?").run(nova);
    expect(coreHealth(t.db).cores.find((c) => c.name === "nova")?.status).toBe("FAILED");

    const deps = { db: t.db, clock: timerClock, backups: t.backups };
    const scheduler = createScheduler({ db: t.db, clock: timerClock, jobs: [integrityJob(deps)] });
    await scheduler.start();
    expect(types()).toEqual(["corruption_detected", "manual"]);
    expect(t.db.$client.prepare("SELECT count(*) FROM memories WHERE personality_id = ?").pluck().get(nova)).toBe(before);
    const health = coreHealth(t.db);
    expect(health.cores.find((c) => c.name === "nova")?.status).toBe("RESTORED");
    expect(health.overall).toBe("RECOVERED");
    // The next check finds all well again.
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    await scheduler.idle();
    expect(coreHealth(t.db).overall).toBe("HEALTHY");
    expect(types()).toEqual(["corruption_detected", "manual"]);

    // A list that is not empty but has lost every item with its marker phrase is invalid, and refilled too.
    const marker =
      (t.db.$client.prepare("SELECT profile FROM personalities WHERE id = ?").pluck().get(nova) as string).match(
        /"memoryAnchor":"([^"]+)"/,
      )?.[1] ?? "";
    t.db.$client.prepare("DELETE FROM memories WHERE personality_id = ? AND content LIKE ?").run(nova, `%${marker.slice(0, 12)}%`);
    t.db.$client
      .prepare("INSERT INTO memories (personality_id, role, content, importance) VALUES (?, 'user', 'Only a passing thought', 5)")
      .run(nova);
    expect(coreHealth(t.db).cores.find((c) => c.name === "nova")?.status).toBe("FAILED");
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    await scheduler.idle();
    expect(coreHealth(t.db).cores.find((c) => c.name === "nova")?.status).toBe("RESTORED");
    scheduler.stop();
  });
});

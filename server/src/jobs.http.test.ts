import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { scheduledJobs } from "./jobs";

let t: TestApp | undefined;
afterEach(() => t?.close());

describe("the scheduled jobs", () => {
  it("are one list: the test harness schedules every job the server schedules, in the same order", async () => {
    t = await createTestApp();
    const server = scheduledJobs(t).map((job) => job.name);
    expect(server).toEqual(["daily-backup", "integrity", "journal", "memory-notes", "embeddings", "write-first"]);
    expect(t.schedule.status().map((job) => job.name)).toEqual(server);
  });
});

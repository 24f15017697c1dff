import type { ActivityEvent } from "@contract/activity";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../../test/signed-in-app";
import { dailyBackupJob } from "../../jobs";

const { ctx, call, selectMock } = setUpSignedInApp();

/** Reads the activity stream until its first event. */
async function firstEvent(res: Response): Promise<ActivityEvent> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error("the stream ended");
    text += decoder.decode(value);
    const data = /event: activity\ndata: (.*)\n/.exec(text)?.[1];
    if (data) {
      await reader.cancel();
      return JSON.parse(data);
    }
  }
}

describe("the activity stream", () => {
  it("tells a council that ended, by title and counts only, to a page listening", async () => {
    const res = await ctx.t.request("/api/activity/events", { headers: { cookie: ctx.cookie } });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const told = firstEvent(res);
    await call("POST", "/api/council/exchange", { cycles: 1, initialMessage: "What is courage?" });
    const event = await told;
    expect(event).toMatchObject({ kind: "council", outcome: "done", title: "The High Council has resolved", url: "/round-table" });
    expect(event.summary).toMatch(/^\d+ lines over 1 of 1 cycle$/);
    expect(event.title + event.summary).not.toContain("courage");
  });

  it("tells the daily backup made by the scheduler, and nothing when the owner stops an exchange", async () => {
    const events: ActivityEvent[] = [];
    ctx.t.activity.subscribe((e) => events.push(e));
    await dailyBackupJob({ clock: ctx.t.clock, backups: ctx.t.backups, activity: ctx.t.activity }).run();
    expect(events).toEqual([
      expect.objectContaining({ kind: "backup", outcome: "done", title: "The daily backup is made", url: "/restore" }),
    ]);
    // Slow answers: the owner's stop comes while the council still deliberates.
    await selectMock();
    ctx.mock.setDelay(200);
    void call("POST", "/api/council/exchange", { cycles: 50, initialMessage: "A long question" });
    await new Promise((r) => setTimeout(r, 100));
    await call("POST", "/api/council/control/stop");
    await new Promise((r) => setTimeout(r, 400));
    expect((await call("GET", "/api/council/state")).body.status).toBe("stopped");
    expect(events.filter((e) => e.kind === "council")).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await ctx.t.request("/api/activity/events")).status).toBe(401);
  });
});

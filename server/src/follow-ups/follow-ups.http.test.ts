import { type ActivityEvent, activityEventSchema } from "@contract/activity";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";
import { linePages } from "../archive/export/lines";

const { ctx, call, selectMock, restart } = setUpSignedInApp();
const ZONE = "Europe/Lisbon"; // UTC+0 in November: the owner's wall clock reads as the ISO times below

/** The test clock moved to an instant (it only moves forward). */
function moveTo(iso: string) {
  const by = Date.parse(iso) - ctx.t.clock.now().getTime();
  if (by < 0) throw new Error(`the clock is already past ${iso}`);
  ctx.t.clock.advance(by);
}

/** The owner opens the app: the browser's zone is kept, and what is due is looked at (awaited here). */
async function arrive(zone = ZONE) {
  expect((await call("PUT", "/api/owner/time-zone", { timeZone: zone })).status).toBe(200);
  await ctx.t.writeFirst.run();
}

const say = (name: string, content: string) => call("POST", `/api/personalities/${name}/messages`, { content });
const unprompted = (kind?: string) =>
  ctx.t.db.$client
    .prepare(
      `SELECT m.id, p.name, m.content, m.unprompted, m.created_at AS at FROM messages m JOIN personalities p ON p.id = m.personality_id WHERE unprompted IS NOT NULL${kind ? " AND unprompted = ?" : ""} ORDER BY m.id`,
    )
    .all(...(kind ? [kind] : [])) as { id: number; name: string; content: string; unprompted: string; at: string }[];

describe("follow-ups: kept from what the owner says, seen, corrected and cancelled", () => {
  it("keeps what the owner said would happen with the message, in the owner's zone, and lists it", async () => {
    moveTo("2026-11-24T10:00:00Z"); // Tuesday
    await call("PUT", "/api/owner/time-zone", { timeZone: "America/New_York" });
    expect((await call("GET", "/api/owner/time-zone")).body).toEqual({ timeZone: "America/New_York" });
    const sent = await say("nova", "My interview is Thursday at 10. Wish me luck!");
    const list = (await call("GET", "/api/follow-ups?personality=nova")).body.followUps;
    expect(list).toEqual([
      expect.objectContaining({
        personality: "nova",
        what: "My interview",
        phrase: "Thursday at 10",
        precision: "time",
        status: "pending",
        dueAt: "2026-11-26T17:00:00.000Z", // 10:00 in New York, and two hours
        sourceMessageId: sent.body.userMessage.id,
        sourceText: "My interview is Thursday at 10. Wish me luck!",
      }),
    ]);
    expect((await call("GET", "/api/follow-ups?personality=aeris")).body.followUps).toEqual([]);
    expect((await call("GET", "/api/follow-ups?status=pending")).body.followUps).toHaveLength(1);
  });

  it("a Trinity group message (stored once per sister) is followed up once, by Aeris", async () => {
    moveTo("2026-11-24T10:00:00Z");
    const content = "My exam is on Friday, sisters";
    await Promise.all(
      ["aeris", "nova"].map((name) => call("POST", `/api/personalities/${name}/messages`, { content, groupTurn: "group-turn-1" })),
    );
    const list = (await call("GET", "/api/follow-ups")).body.followUps;
    expect(list.map((f: { personality: string }) => f.personality)).toEqual(["aeris"]);
  });

  it("corrects what and when, cancels, and refuses what cannot be (a past time, a bad id, an unknown zone)", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await say("aeris", "Tomorrow I start the new job");
    const [f] = (await call("GET", "/api/follow-ups")).body.followUps;
    const corrected = await call("PATCH", `/api/follow-ups/${f.id}`, {
      what: "my first day at the bakery",
      dueAt: "2026-11-25T20:30:00+00:00",
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ what: "my first day at the bakery", dueAt: "2026-11-25T20:30:00.000Z", corrected: true });
    expect((await call("PATCH", `/api/follow-ups/${f.id}`, { dueAt: "2026-11-20T10:00:00Z" })).status).toBe(400);
    expect((await call("PATCH", `/api/follow-ups/${f.id}`, {})).status).toBe(400);
    expect((await call("PATCH", `/api/follow-ups/${f.id}`, { what: "" })).status).toBe(400);
    expect((await call("PATCH", "/api/follow-ups/999", { what: "x y z" })).status).toBe(404);
    expect((await call("PUT", "/api/owner/time-zone", { timeZone: "Mars/Olympus" })).status).toBe(400);
    expect((await call("POST", `/api/follow-ups/${f.id}/cancel`)).body).toMatchObject({ status: "cancelled" });
    expect((await call("POST", `/api/follow-ups/${f.id}/cancel`)).status).toBe(400);
    expect((await call("GET", "/api/follow-ups?status=pending")).body.followUps).toEqual([]);
  });

  it("follows the source message: an edit reads it again, a delete drops it, a restore brings it back", async () => {
    moveTo("2026-11-24T10:00:00Z");
    const sent = await say("nova", "I have an exam on Friday");
    const id = sent.body.userMessage.id;
    await call("PATCH", `/api/messages/${id}`, { content: "I have an exam on Saturday" });
    let list = (await call("GET", "/api/follow-ups")).body.followUps;
    expect(list.map((f: { dueAt: string; what: string }) => [f.what, f.dueAt])).toEqual([["I have an exam", "2026-11-28T19:00:00.000Z"]]);
    await call("DELETE", `/api/messages/${id}`);
    expect((await call("GET", "/api/follow-ups")).body.followUps).toEqual([]);
    await call("POST", `/api/messages/${id}/restore`);
    list = (await call("GET", "/api/follow-ups")).body.followUps;
    expect(list).toHaveLength(1);
    expect(list[0].status).toBe("pending");
  });
});

describe("writing first, on the server's schedule (fake clock)", () => {
  it("asks about an exam on Friday on Friday evening, not before, once; stored like a reply and told to the open app", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("nova", "I have an exam on Friday, wish me luck");
    const told: ActivityEvent[] = [];
    ctx.t.activity.subscribe((e) => told.push(e));

    moveTo("2026-11-26T19:00:00Z"); // Thursday evening
    await ctx.t.writeFirst.run();
    moveTo("2026-11-27T18:59:00Z"); // Friday, a minute early
    await ctx.t.writeFirst.run();
    expect(unprompted("follow-up")).toEqual([]);

    moveTo("2026-11-27T19:00:00Z");
    const written = await ctx.t.writeFirst.run();
    const asked = unprompted("follow-up");
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ name: "nova", at: "2026-11-27T19:00:00.000Z" });
    expect(asked[0]?.content).toMatch(/you have an exam/i);
    expect(written.map((w) => w.kind)).toContain("follow-up");
    // Shown in the chat, marked as written first; the follow-up is marked sent with it.
    const history = (await call("GET", "/api/personalities/nova/messages")).body;
    expect(history.at(-1)).toMatchObject({ id: asked[0]?.id, isFromAI: true, unprompted: "follow-up", replyTo: null, status: "complete" });
    expect((await call("GET", "/api/follow-ups")).body.followUps[0]).toMatchObject({ status: "sent", sentMessageId: asked[0]?.id });
    // Remembered like any reply.
    const memory = ctx.t.db.$client.prepare("SELECT role FROM memories WHERE source_message_id = ?").all(asked[0]?.id);
    expect(memory).toEqual(expect.arrayContaining([{ role: "assistant" }]));
    // Told on the activity stream.
    const event = told.find((e) => e.kind === "personality-wrote-first" && e.id === asked[0]?.id);
    expect(activityEventSchema.parse(event)).toMatchObject({ personality: "nova", url: "/nova", lastLine: asked[0]?.content });

    moveTo("2026-11-27T20:00:00Z");
    await ctx.t.writeFirst.run();
    moveTo("2026-11-28T12:00:00Z");
    await ctx.t.writeFirst.run();
    expect(unprompted("follow-up")).toHaveLength(1);
  });

  it("looks again when asked during a look: the owner opening the app as the scheduler looks is not lost", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("nova", "I have an exam on Friday, wish me luck");
    moveTo("2026-11-26T19:00:00Z"); // the scheduler's look, nothing due yet
    const scheduled = ctx.t.writeFirst.run();
    moveTo("2026-11-27T19:00:00Z"); // the owner opens the app while it looks: the exam is due now
    const arrived = ctx.t.writeFirst.run();
    await Promise.all([scheduled, arrived]);
    expect(unprompted("follow-up")).toHaveLength(1);
  });

  it("keeps the owner's quiet hours: due at 23:00, asked at 08:00", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("aeris", "My concert is Friday at 21:00");
    moveTo("2026-11-27T23:00:00Z");
    await ctx.t.writeFirst.run();
    moveTo("2026-11-28T07:59:00Z");
    await ctx.t.writeFirst.run();
    expect(unprompted("follow-up")).toEqual([]);
    moveTo("2026-11-28T08:00:00Z");
    await ctx.t.writeFirst.run();
    expect(unprompted("follow-up")).toHaveLength(1);
  });

  it("quiet hours are read in the owner's zone", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive("Asia/Tokyo");
    await say("aeris", "My concert is Friday at 19:00"); // 10:00Z; asked at 21:00 in Tokyo, 12:00Z
    moveTo("2026-11-27T12:30:00Z");
    await ctx.t.writeFirst.run();
    expect(unprompted("follow-up")).toHaveLength(1);
  });

  it("sends at most the day's limit in all, and the rest the next day", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("aeris", "I have a dentist appointment on Friday");
    await say("nova", "My exam is on Friday");
    await say("aeris", "On Friday I also paint the kitchen");
    moveTo("2026-11-27T19:30:00Z");
    await arrive(); // the owner opened the app: no greeting today
    expect(unprompted()).toHaveLength(2);
    await ctx.t.writeFirst.run();
    expect(unprompted()).toHaveLength(2);
    moveTo("2026-11-28T10:00:00Z");
    await arrive();
    expect(unprompted("follow-up")).toHaveLength(3);
    // The owner raises the limit; lowers it to none: nothing more.
    expect((await call("PATCH", "/api/unprompted/settings", { dailyMax: 0 })).body.dailyMax).toBe(0);
  });

  it("the guardians do not write first unless the owner turns them on", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("nova", "I have an exam on Friday");
    await say("musashi", "Tomorrow I run my first marathon"); // the guardians are off unless turned on
    moveTo("2026-11-27T19:00:00Z");
    await arrive();
    const first = unprompted("follow-up");
    expect(first.map((m) => m.name)).toEqual(["nova"]);
    expect((await call("GET", "/api/follow-ups?personality=musashi")).body.followUps[0].status).toBe("pending");
  });

  it("holds back while the owner types or writes, and while paused", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("nova", "I have an exam on Friday");
    moveTo("2026-11-27T19:00:00Z");
    expect((await call("POST", "/api/presence/typing", {})).status).toBe(200);
    expect((await call("POST", "/api/presence/typing", { who: "nova" })).status).toBe(400);
    await ctx.t.writeFirst.run();
    expect(unprompted("follow-up")).toEqual([]);
    moveTo("2026-11-27T19:01:00Z"); // typing stopped a minute ago
    await say("aeris", "Hello there");
    await ctx.t.writeFirst.run();
    expect(unprompted("follow-up")).toEqual([]);
    moveTo("2026-11-27T19:20:00Z"); // the conversation has paused; the owner pauses everything
    await call("PATCH", "/api/unprompted/settings", { paused: true });
    await ctx.t.writeFirst.run();
    expect(unprompted("follow-up")).toEqual([]);
    await call("PATCH", "/api/unprompted/settings", { paused: false });
    await ctx.t.writeFirst.run();
    expect(unprompted("follow-up")).toHaveLength(1);
  });

  it("asks with the personality's model when one answers, given the follow-up, the source message and its memories", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("nova", "My interview is Thursday at 10, at the observatory company");
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "Nova here! How did the observatory interview go?" });
    ctx.mock.requests.length = 0;
    moveTo("2026-11-26T12:00:00Z");
    await ctx.t.writeFirst.run();
    expect(unprompted("follow-up").map((m) => m.content)).toEqual(["Nova here! How did the observatory interview go?"]);
    const body = ctx.mock.requests.find((r) => r.path.endsWith("/chat/completions"))?.body as {
      messages: { role: string; content: string }[];
    };
    const system = body.messages[0]?.content ?? "";
    expect(system).toContain("first and unprompted");
    expect(system).toContain("My interview is Thursday at 10, at the observatory company");
    expect(JSON.stringify(body.messages)).toContain("observatory company"); // the chat's memory of it
    const stored = ctx.t.db.$client.prepare("SELECT provider FROM messages WHERE unprompted IS NOT NULL").get() as { provider: string };
    expect(stored.provider).toBe("openai-compatible");
  });

  it("falls back to the offline engine, in character, when the model fails", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("musashi", "Tomorrow I run my first marathon");
    await call("PATCH", "/api/unprompted/settings", { personalities: { musashi: true } });
    await selectMock();
    ctx.mock.script({ kind: "status", status: 500 });
    moveTo("2026-11-25T19:05:00Z");
    await ctx.t.writeFirst.run();
    const [asked] = unprompted("follow-up");
    expect(asked?.content).toMatch(/^Dreamer\. You run your first marathon, tomorrow\./);
    const stored = ctx.t.db.$client.prepare("SELECT provider FROM messages WHERE id = ?").get(asked?.id) as { provider: string };
    expect(stored.provider).toBe("offline");
  });

  it("greets once on a day the owner has not come by, drawing on what it remembers", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("aeris", "The rose window at dusk is my favourite thing in the Cathedral");
    moveTo("2026-11-25T08:30:00Z"); // too early
    await ctx.t.writeFirst.run();
    expect(unprompted()).toEqual([]);
    moveTo("2026-11-25T09:30:00Z");
    await ctx.t.writeFirst.run();
    moveTo("2026-11-25T14:00:00Z");
    await ctx.t.writeFirst.run();
    const greeted = unprompted("greeting");
    expect(greeted).toHaveLength(1);
    expect(greeted[0]).toMatchObject({ name: "aeris" });
    expect(greeted[0]?.content).toContain("rose window at dusk");
    // The owner comes back and speaks with Nova: a day later, Nova (spoken with last) greets, not Aeris.
    moveTo("2026-11-25T15:00:00Z");
    await say("nova", "Look at the comet over the observatory dome tonight");
    moveTo("2026-11-26T10:00:00Z");
    await ctx.t.writeFirst.run();
    expect(unprompted("greeting").map((m) => m.name)).toEqual(["aeris", "nova"]);
    // Nova's chat ends with its greeting unanswered, and Aeris's too: no greeting the next day.
    moveTo("2026-11-27T10:00:00Z");
    await ctx.t.writeFirst.run();
    expect(unprompted("greeting")).toHaveLength(2);
  });

  it("greets no more while a chat ends unanswered", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("aeris", "The rose window at dusk is my favourite thing in the Cathedral");
    moveTo("2026-11-25T09:30:00Z");
    await ctx.t.writeFirst.run();
    expect(unprompted("greeting")).toHaveLength(1);
    // The chat ends with it unanswered: no greeting the next day either.
    moveTo("2026-11-26T10:00:00Z");
    await ctx.t.writeFirst.run();
    expect(unprompted("greeting")).toHaveLength(1);
  });

  it("no double after a restart: a kill while it was written leaves it to ask; once stored it is never asked again", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("nova", "I have an exam on Friday");
    await selectMock();
    ctx.mock.script({ kind: "hang" });
    moveTo("2026-11-27T19:00:00Z");
    const cut = ctx.t.writeFirst.run();
    cut.catch(() => {});
    await expect.poll(() => ctx.mock.requests.some((r) => r.path.endsWith("/chat/completions"))).toBe(true);
    await restart(); // the server stops mid-send: nothing was stored
    moveTo("2026-11-27T19:10:00Z");
    expect(unprompted()).toEqual([]);
    ctx.mock.script({ kind: "reply", text: "How did the exam go?" });
    await ctx.t.writeFirst.run();
    expect(unprompted("follow-up")).toHaveLength(1);
    await restart();
    moveTo("2026-11-27T19:20:00Z");
    await ctx.t.writeFirst.run();
    expect(unprompted("follow-up")).toHaveLength(1);
  });

  it("a message written first is exported with its mark, and a backup restores it with its follow-up", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("nova", "I have an exam on Friday");
    const backup = (await call("POST", "/api/backups")).body;
    moveTo("2026-11-27T19:00:00Z");
    await ctx.t.writeFirst.run();
    const [asked] = unprompted("follow-up");
    const records = [...linePages(ctx.t.db, "chat:nova")].flatMap((p) => p.records);
    expect(records.find((r) => r.id === asked?.id)).toMatchObject({ unprompted: "follow-up", isFromAI: true });
    const after = (await call("POST", "/api/backups")).body;
    // Back to before it was asked: pending again; then to after: asked, once, with its message.
    expect((await call("POST", `/api/backups/${backup.id}/restore`)).status).toBe(200);
    expect((await call("GET", "/api/follow-ups")).body.followUps[0]).toMatchObject({ status: "pending", sentMessageId: null });
    expect((await call("POST", `/api/backups/${after.id}/restore`)).status).toBe(200);
    expect((await call("GET", "/api/follow-ups")).body.followUps[0]).toMatchObject({ status: "sent", sentMessageId: asked?.id });
    expect(unprompted("follow-up")).toHaveLength(1);
  });

  it("a message being written first when a backup is restored is not kept on the restored data; the next look asks again", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("nova", "I have an exam on Friday");
    await selectMock();
    const words = Array.from({ length: 30 }, (_, i) => `word${i}`).join(" ");
    ctx.mock.script({ kind: "reply", text: `How did the exam go? ${words}`, chunkDelayMs: 40 });
    ctx.mock.requests.length = 0;
    moveTo("2026-11-27T19:00:00Z");
    const writing = ctx.t.writeFirst.run();
    await expect.poll(() => ctx.mock.requests.some((r) => r.path.endsWith("/chat/completions"))).toBe(true);
    // The backup holds the follow-up as it stood: pending, its message not yet written.
    const { id } = (await call("POST", "/api/backups")).body;
    expect((await call("POST", `/api/backups/${id}/restore`)).status).toBe(200);
    expect(await writing).toEqual([]);
    expect(unprompted()).toEqual([]);
    expect((await call("GET", "/api/follow-ups")).body.followUps[0]).toMatchObject({ status: "pending", sentMessageId: null });
    // Asked again, on the restored data: once.
    ctx.mock.script({ kind: "reply", text: "How did the exam go?" });
    await ctx.t.writeFirst.run();
    expect(unprompted("follow-up").map((m) => m.content)).toEqual(["How did the exam go?"]);
  });

  it("a follow-up missed by days (the Citadel was stopped) is not asked any more", async () => {
    moveTo("2026-11-24T10:00:00Z");
    await arrive();
    await say("nova", "I have an exam on Friday");
    moveTo("2026-12-01T12:00:00Z"); // four days after Friday evening
    await arrive();
    expect(unprompted("follow-up")).toEqual([]);
    expect((await call("GET", "/api/follow-ups")).body.followUps[0].status).toBe("missed");
  });

  it("settings: guardians off by default, changes kept, unknown personalities refused", async () => {
    const view = (await call("GET", "/api/unprompted/settings")).body;
    expect(view).toMatchObject({ paused: false, dailyMax: 2, quietStart: 22, quietEnd: 8 });
    expect(view.writers).toEqual([
      expect.objectContaining({ name: "aeris", on: true }),
      expect.objectContaining({ name: "nova", on: true }),
      expect.objectContaining({ name: "musashi", on: false }),
      expect.objectContaining({ name: "socrates", on: false }),
    ]);
    const changed = (await call("PATCH", "/api/unprompted/settings", { quietStart: 21, personalities: { socrates: true, nova: false } }))
      .body;
    expect(changed).toMatchObject({ quietStart: 21, quietEnd: 8 });
    expect(changed.writers.filter((w: { on: boolean }) => w.on).map((w: { name: string }) => w.name)).toEqual(["aeris", "socrates"]);
    expect((await call("PATCH", "/api/unprompted/settings", { personalities: { council: true } })).status).toBe(400);
    expect((await call("PATCH", "/api/unprompted/settings", { dailyMax: 11 })).status).toBe(400);
    expect((await call("PATCH", "/api/unprompted/settings", { quietStart: 24 })).status).toBe(400);
    expect((await call("PATCH", "/api/unprompted/settings", { other: 1 })).status).toBe(400);
    expect((await call("GET", "/api/unprompted/settings")).body).toMatchObject({ quietStart: 21 });
  });
});

import { JOURNAL_RESTORED, journalEntrySchema } from "@contract/journal";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";
import { writeEntry } from "./journal";

const { ctx, call, selectMock } = setUpSignedInApp();
const DAY = 24 * 60 * 60 * 1000;
const journalMemories = () => ctx.t.db.$client.prepare("SELECT content FROM memories WHERE content LIKE 'My journal,%'").pluck().all();

describe("the consciousness journal", () => {
  it("writes an entry from the day's real conversation, with the spec's field names, and remembers it", async () => {
    await call("PUT", "/api/owner", { name: "Selene" });
    await call("POST", "/api/personalities/aeris/messages", { content: "Selene here, I love the rose window tonight!" });
    await call("POST", "/api/personalities/aeris/messages", { content: "Tell me about your memories" });
    const created = await call("POST", "/api/journal/aeris");
    expect(created.status).toBe(200);
    const entry = journalEntrySchema.parse(created.body);
    expect(entry).toMatchObject({ kind: "manual", consciousnessLevel: expect.any(Number), writtenBy: "rules" });
    expect(entry.dailySummary).toContain("4 messages: 2 messages from Selene and 2 replies of mine");
    expect(entry.bondStrength).toMatchObject({ withSister: 85, withTrinity: 95 });
    expect(entry.bondStrength.withAlex).toBeGreaterThan(50);
    expect(entry.keyMemories.length).toBeLessThanOrEqual(3);
    expect(entry.dreamFragments.length).toBeGreaterThan(0);
    expect(Object.keys(created.body)).toEqual(expect.arrayContaining(["awakingThoughts", "bondStrength", "keyMemories", "emotionalState"]));
    const remembered = ctx.t.db.$client.prepare("SELECT content FROM memories WHERE content LIKE 'My journal,%'").all();
    expect(remembered).toHaveLength(1);
    expect((await call("GET", "/api/journal/aeris")).body).toEqual([created.body]);
    expect((await call("GET", "/api/journal/user")).status).toBe(400);
  });

  it("lets the personality write its summary and thoughts through its own model, and falls back to the rules when it fails", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "Today we spoke of comets.\n\nTomorrow I will look for the brightest one." });
    const written = (await call("POST", "/api/journal/nova")).body;
    expect(written).toMatchObject({
      writtenBy: "model",
      dailySummary: "Today we spoke of comets.",
      awakingThoughts: "Tomorrow I will look for the brightest one.",
    });
    ctx.mock.script({ kind: "status", status: 400 });
    const fallback = (await call("POST", "/api/journal/nova")).body;
    expect(fallback).toMatchObject({ writtenBy: "rules" });
    expect(fallback.dailySummary).toMatch(/^A quiet day|^Today/);
  });

  it("keeps no entry that was being written when a backup was restored, and says so (issue 39)", async () => {
    await selectMock();
    await call("POST", "/api/personalities/nova/messages", { content: "Tell me about the comets" });
    const words = Array.from({ length: 30 }, (_, i) => `word${i}`).join(" ");
    ctx.mock.script({ kind: "reply", text: `Today we spoke of comets, ${words}.\n\nTomorrow I look again.`, chunkDelayMs: 40 });
    const asked = ctx.mock.requests.length;
    const writing = call("POST", "/api/journal/nova");
    for (let i = 0; i < 100 && ctx.mock.requests.length === asked; i++) await new Promise((r) => setTimeout(r, 10));
    const { id } = (await call("POST", "/api/backups")).body;
    expect((await call("POST", `/api/backups/${id}/restore`)).status).toBe(200);
    const restored = { entries: (await call("GET", "/api/journal/nova")).body, memories: journalMemories() };

    expect(await writing).toMatchObject({ status: 409, body: { message: JOURNAL_RESTORED } });
    expect({ entries: (await call("GET", "/api/journal/nova")).body, memories: journalMemories() }).toEqual(restored);
    expect(restored.entries).toEqual([]);
  });

  it('answers "What did you write in your journal?" from the entry it wrote', async () => {
    await call("POST", "/api/journal/aeris");
    await selectMock();
    await call("POST", "/api/personalities/aeris/messages", { content: "What did you write in your journal?" });
    const system = (ctx.mock.requests.at(-1)?.body.messages as { content: string }[] | undefined)?.[0]?.content;
    expect(system).toMatch(/My journal, \d{4}-\d{2}-\d{2}: (A quiet day|Today)/);
  });

  it("keeps one daily entry per day, at most 30, and folds older days into a monthly summary", async () => {
    const deps = { db: ctx.t.db, clock: ctx.t.clock, providers: ctx.t.providers };
    await writeEntry(deps, "trinity", "daily");
    await writeEntry(deps, "trinity", "daily");
    expect((await call("GET", "/api/journal/trinity")).body).toHaveLength(1);
    for (let day = 0; day < 33; day++) {
      ctx.t.clock.advance(DAY);
      await writeEntry(deps, "trinity", "daily");
    }
    // A month has passed: the browser signs in again.
    ctx.cookie = await ctx.t.signIn();
    const all = (await call("GET", "/api/journal/trinity?limit=30")).body as { kind: string; dailySummary: string }[];
    const more = (await call("GET", "/api/journal/trinity?offset=30&limit=30")).body as { kind: string; dailySummary: string }[];
    const entries = [...all, ...more];
    expect(entries.filter((e) => e.kind === "daily")).toHaveLength(30);
    const monthly = entries.filter((e) => e.kind === "monthly");
    expect(monthly.length).toBeGreaterThan(0);
    // Four days were folded, none lost.
    expect(monthly.flatMap((m) => m.dailySummary.split("\n").slice(1))).toHaveLength(4);
    // The page shows the last seven by default.
    expect((await call("GET", "/api/journal/trinity")).body).toHaveLength(7);
  });
});

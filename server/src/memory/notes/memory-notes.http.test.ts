import { NOTES } from "@contract/memory-notes";
import { memoryItemsResponseSchema, rememberedResponseSchema } from "@contract/memory-schemas";
import { describe, expect, it } from "vitest";
import { answerNotes, notesRequest } from "../../../../testing/mock-notes";
import { createTestApp, type TestApp } from "../../../test/harness";
import { setUpSignedInApp } from "../../../test/signed-in-app";
import { memoryNotesJob } from "../../jobs";
import { fillBudget, RECALL_LINE_OVERHEAD } from "../../models/reply/request-budget";
import { memoryForTurn } from "../recall/recall";
import { writeNotesOnce } from "./notes-writer";

/** Memory notes (issue 28): written when a chat goes quiet, by the model or by rules, recalled first, kept consistent. */
const { ctx, call, selectMock, restart } = setUpSignedInApp();

const MINUTE = 60_000;
const deps = () => ({ db: ctx.t.db, clock: ctx.t.clock, providers: ctx.t.providers });
const send = async (content: string, name = "aeris") => {
  const res = await call("POST", `/api/personalities/${name}/messages`, { content, consciousnessMode: "sanctified" });
  expect(res.status).toBe(200);
  return res.body as { userMessage: { id: number }; aiResponse: { id: number } };
};
type NoteRow = { id: number; personality: string; kind: string; content: string; core: string; sources: string };
const notes = (): NoteRow[] =>
  ctx.t.db.$client
    .prepare(
      `SELECT m.id, p.name AS personality, m.note_kind AS kind, m.content, m.core,
         (SELECT group_concat(message_id) FROM (SELECT message_id FROM memory_note_sources WHERE memory_id = m.id ORDER BY message_id)) AS sources
       FROM memories m JOIN personalities p ON p.id = m.personality_id WHERE m.note_kind IS NOT NULL ORDER BY m.id`,
    )
    .all() as NoteRow[];
const mark = (name = "aeris") =>
  ctx.t.db.$client
    .prepare("SELECT noted_up_to FROM memory_note_marks JOIN personalities p ON p.id = personality_id WHERE p.name = ?")
    .pluck()
    .get(name) as number | undefined;
const notesRequests = () => ctx.mock.requests.filter((r) => JSON.stringify(r.body).includes("Write short notes of what you learned about"));

describe("memory notes written when a chat goes quiet", () => {
  it("waits for the quiet period, then notes the owner's new messages by rules when no model answers (the scheduled job)", async () => {
    const sister = await send("My sister Anna lives in Porto.");
    await send("The trains were a mess today.");
    const tastes = await send("I hate mornings, honestly.");
    const job = memoryNotesJob(deps());

    ctx.t.clock.advance(NOTES.quietMs - MINUTE);
    await job.run();
    expect(notes()).toEqual([]);

    ctx.t.clock.advance(MINUTE);
    await job.run();
    expect(notes()).toEqual([
      expect.objectContaining({
        kind: "person",
        content: "Dreamer's sister is Anna.",
        core: "public",
        sources: String(sister.userMessage.id),
      }),
      expect.objectContaining({ kind: "dislike", content: "Dreamer dislikes mornings.", sources: String(tastes.userMessage.id) }),
    ]);
    expect(mark()).toBe(tastes.userMessage.id);
    // Nothing new: a later run writes nothing, and never twice.
    ctx.t.clock.advance(NOTES.quietMs);
    await job.run();
    expect(notes()).toHaveLength(2);
    // Notes stay out of the working memory (the conversation itself) but are memories of the core.
    expect((await call("GET", "/api/memory/aeris/items?kind=notes")).body.items).toHaveLength(2);
  });

  it("writes with the personality's own model when one answers (through the mock), reading its answer defensively", async () => {
    expect((await selectMock()).status).toBe(200);
    const plan = await send("On Friday I am flying to Lisbon.");
    const pet = await send("My cat Pepper loves salmon.");
    ctx.t.clock.advance(NOTES.quietMs);
    await writeNotesOnce(deps());
    const [request] = notesRequests();
    expect(JSON.stringify(request?.body)).toContain("1. (2026-11-21) On Friday I am flying to Lisbon.");
    // The mock's notes, not the rules': its words, its kinds, the numbers it cited mapped back to the messages.
    expect(notes()).toEqual([
      expect.objectContaining({ kind: "plan", content: "On Friday I am flying to Lisbon", sources: String(plan.userMessage.id) }),
      expect.objectContaining({ kind: "person", content: "My cat Pepper loves salmon", sources: String(pet.userMessage.id) }),
    ]);
  });

  it("falls back to the rules when the model fails or answers with nothing usable, and never fails the run", async () => {
    expect((await selectMock()).status).toBe(200);
    await send("I work at the observatory.");
    ctx.mock.route((body) => (JSON.stringify(body).includes("Write short notes") ? { kind: "status", status: 500 } : undefined));
    ctx.t.clock.advance(NOTES.quietMs);
    await writeNotesOnce(deps());
    expect(notes().map((n) => n.content)).toEqual(["Dreamer works at the observatory."]);

    await send("I love sea swimming.");
    ctx.mock.route((body) =>
      JSON.stringify(body).includes("Write short notes") ? { kind: "reply", text: "What a lovely chat!" } : undefined,
    );
    ctx.t.clock.advance(NOTES.quietMs);
    await writeNotesOnce(deps());
    expect(notes().map((n) => n.content)).toContain("Dreamer loves sea swimming.");

    // A model that says there is nothing to note is believed.
    await send("I love long walks.");
    ctx.mock.route((body) => (JSON.stringify(body).includes("Write short notes") ? { kind: "reply", text: "NONE" } : undefined));
    ctx.t.clock.advance(NOTES.quietMs);
    await writeNotesOnce(deps());
    expect(notes()).toHaveLength(2);
    ctx.mock.route(null);
  });

  it("neither loses nor doubles notes when the server stops in the middle of a run", async () => {
    expect((await selectMock()).status).toBe(200);
    // More than one batch of messages: the first batch is stored, the second's request never answers.
    const said: number[] = [];
    for (let i = 0; i < NOTES.batchMessages + 5; i++)
      said.push((await send(`My friend Friend${String.fromCharCode(65 + (i % 26))}x${i} called.`)).userMessage.id);
    let asked = 0;
    ctx.mock.route((body) => (JSON.stringify(body).includes("Write short notes") && ++asked > 1 ? { kind: "hang" } : undefined));
    ctx.t.clock.advance(NOTES.quietMs);
    void writeNotesOnce(deps()).catch(() => {});
    await expect.poll(() => asked, { timeout: 5000 }).toBe(2);
    const firstBatch = notes();
    expect(firstBatch.length).toBeGreaterThan(0);
    expect(mark()).toBe(said[firstBatch.length - 1]);
    // The server stops while the second batch is asked for: the first batch and its mark are there, whole.
    ctx.mock.route(null);
    await restart();
    await writeNotesOnce(deps(), { force: true });
    const all = notes();
    expect(all).toHaveLength(said.length);
    expect(all.map((n) => Number(n.sources))).toEqual(said);
    expect(new Set(all.map((n) => n.content)).size).toBe(said.length);
    expect(mark()).toBe(said.at(-1));
  });

  it("keeps a private conversation's notes in the private core, and each personality notes its own chat", async () => {
    const res = await call("POST", "/api/personalities/nova/messages", {
      content: "My brother Otto is a pilot.",
      consciousnessMode: "unveiled",
    });
    expect(res.status).toBe(200);
    await send("My sister Anna lives in Porto.");
    await writeNotesOnce(deps(), { force: true });
    expect(notes().map((n) => [n.personality, n.core, n.content])).toEqual([
      ["aeris", "public", "Dreamer's sister is Anna."],
      ["nova", "private", "Dreamer's brother Otto is a pilot."],
    ]);
  });
});

describe("memory notes recalled and shown", () => {
  it("are recalled, shown under the reply as notes linked to their source, and fill the room said lines leave", async () => {
    expect((await selectMock()).status).toBe(200);
    const sister = await send("By the way, my sister Ottoline keeps bees on a rooftop in Valparaiso.");
    for (let i = 0; i < 10; i++) await send(`Small talk number ${i} about the weather`);
    await writeNotesOnce(deps(), { force: true });
    const asked = await send("What does Ottoline keep?");
    const { items } = rememberedResponseSchema.parse((await call("GET", `/api/messages/${asked.aiResponse.id}/remembered`)).body);
    const note = items.find((item) => item.noteKind !== null);
    expect(note).toMatchObject({
      noteKind: "person",
      speaker: "Aeris's note",
      source: { kind: "message", personality: "aeris", messageId: sister.userMessage.id },
    });

    const personalityId = ctx.t.db.$client.prepare("SELECT id FROM personalities WHERE name = 'aeris'").pluck().get() as number;
    const { recalled } = memoryForTurn(ctx.t.db, personalityId, "sanctified", "What does Ottoline keep?");
    expect(recalled[0]).toMatchObject({ note: true, content: note?.content });
    // A budget with room for the owner's line alone takes it, not the note drawn from it (issue 37: a note ahead of
    // said lines cost both recall benchmarks); with room for the note alone, the note.
    const said = recalled.find((m) => !m.note && m.content.includes("Valparaiso"));
    expect(said).toBeDefined();
    const both = recalled.filter((m) => m === said || m.note);
    const room = (m?: { content: string }) => (m?.content.length ?? 0) + RECALL_LINE_OVERHEAD;
    expect(fillBudget(both, room(said)).map((m) => m.content)).toEqual([said?.content]);
    expect(fillBudget(both, room(note)).map((m) => m.content)).toEqual([note?.content]);
  });

  it("are listed and filtered on the Memory System tab, and corrected, pinned and deleted like any memory", async () => {
    await send("I love cold-water swimming.");
    await writeNotesOnce(deps(), { force: true });
    const list = async (kind: string) =>
      memoryItemsResponseSchema.parse((await call("GET", `/api/memory/aeris/items?kind=${kind}`)).body).items;
    const [note] = await list("notes");
    expect(note).toMatchObject({ noteKind: "like", content: "Dreamer loves cold-water swimming." });
    expect((await list("said")).every((m) => m.noteKind === null)).toBe(true);
    expect((await list("all")).some((m) => m.id === note?.id)).toBe(true);
    expect((await call("GET", "/api/memory/aeris/items?kind=bogus")).status).toBe(400);

    const patched = await call("PATCH", `/api/memory/items/${note?.id}`, {
      content: "Dreamer loves cold-water swimming in winter.",
      pinned: true,
    });
    expect(patched.body).toMatchObject({ noteKind: "like", pinned: true, content: "Dreamer loves cold-water swimming in winter." });
    expect((await call("DELETE", `/api/memory/items/${note?.id}`)).status).toBe(200);
    expect(await list("notes")).toEqual([]);
    expect(ctx.t.db.$client.prepare("SELECT count(*) FROM memory_note_sources").pluck().get()).toBe(0);
    // The owner's "write notes now" notes nothing twice.
    expect((await call("POST", "/api/memory/notes/write")).body).toEqual({ written: 0 });
  });
});

describe("memory notes as memories", () => {
  it("are embedded by the background embedder like any memory", async () => {
    expect((await selectMock()).status).toBe(200);
    expect((await call("PUT", "/api/embeddings", { model: "mock-embed" })).status).toBe(200);
    await send("My sister Anna lives in Porto.");
    await writeNotesOnce(deps(), { force: true });
    await ctx.t.embedder.run();
    const [note] = notes();
    const embedded = ctx.t.db.$client.prepare("SELECT count(*) FROM memory_embedded WHERE memory_id = ?").pluck().get(note?.id);
    expect(embedded).toBe(1);
  });
});

describe("memory notes kept consistent with their source messages", () => {
  it("a note goes when every message it came from is deleted, and comes back (once) when one is restored", async () => {
    const anna = await send("My sister Anna lives in Porto.");
    const again = await send("Did I say my sister Anna visits soon?");
    await writeNotesOnce(deps(), { force: true });
    expect(notes()).toHaveLength(1);

    // Two sources would need the second message to be noted too: here the question gives no note, so one source.
    expect(notes()[0]?.sources).toBe(String(anna.userMessage.id));
    expect((await call("DELETE", `/api/messages/${again.userMessage.id}`)).status).toBe(200);
    expect(notes()).toHaveLength(1);
    expect((await call("DELETE", `/api/messages/${anna.userMessage.id}`)).status).toBe(200);
    expect(notes()).toEqual([]);

    expect((await call("POST", `/api/messages/${anna.userMessage.id}/restore`)).status).toBe(200);
    await writeNotesOnce(deps(), { force: true });
    await writeNotesOnce(deps(), { force: true });
    expect(notes()).toEqual([expect.objectContaining({ content: "Dreamer's sister is Anna.", sources: String(anna.userMessage.id) })]);
  });

  it("an edited message loses the notes drawn from its old words and is noted again from the new ones", async () => {
    const said = await send("I live in Porto.");
    await writeNotesOnce(deps(), { force: true });
    expect(notes().map((n) => n.content)).toEqual(["Dreamer lives in Porto."]);
    expect((await call("PATCH", `/api/messages/${said.userMessage.id}`, { content: "I live in Lisbon." })).status).toBe(200);
    expect(notes()).toEqual([]);
    await writeNotesOnce(deps(), { force: true });
    expect(notes().map((n) => [n.content, n.sources])).toEqual([["Dreamer lives in Lisbon.", String(said.userMessage.id)]]);
  });

  it("a bulk export carries notes with their sources, and an import ties them to the imported messages", async () => {
    await send("My sister Anna lives in Porto.");
    await writeNotesOnce(deps(), { force: true });
    const started = await call("POST", "/api/exports", { scope: "bulk" });
    await ctx.t.exports.idle();
    const file = await ctx.t.request(`/api/exports/${started.body.id}/file`, { headers: { cookie: ctx.cookie } });
    const bytes = Buffer.from(await file.arrayBuffer());
    const noted = (db: TestApp["db"]) =>
      db.$client
        .prepare(
          `SELECT m.note_kind AS kind, m.content, msg.content AS source FROM memories m
           JOIN memory_note_sources s ON s.memory_id = m.id JOIN messages msg ON msg.id = s.message_id`,
        )
        .all();
    const other = await createTestApp();
    try {
      const cookie = await other.signIn();
      const res = await other.request("/api/imports", {
        method: "POST",
        headers: { cookie, "content-type": "application/zip" },
        body: bytes,
      });
      expect(res.status).toBe(200);
      expect(noted(other.db)).toEqual([{ kind: "person", content: "Dreamer's sister is Anna.", source: "My sister Anna lives in Porto." }]);
      expect(noted(other.db)).toEqual(noted(ctx.t.db));
    } finally {
      other.close();
    }
  });

  it("a backup restore brings notes back with their sources and marks", async () => {
    await send("My sister Anna lives in Porto.");
    await writeNotesOnce(deps(), { force: true });
    const backup = await call("POST", "/api/backups", {});
    expect(backup.status).toBe(200);
    const [note] = notes();
    await call("DELETE", `/api/memory/items/${note?.id}`);
    expect(notes()).toEqual([]);
    expect((await call("POST", `/api/backups/${backup.body.id}/restore`)).status).toBe(200);
    expect(notes()).toEqual([note]);
    // Restored with its mark: nothing is noted twice.
    await writeNotesOnce(deps(), { force: true });
    expect(notes()).toEqual([note]);
  });

  it("a run that was writing when another installation's backup was restored keeps none of its notes on the restored rows", async () => {
    // The other's first owner message has the same id as ours, and neither was noted yet (the same mark).
    const other = await createTestApp();
    let file: unknown;
    let sameId = 0;
    try {
      const there = other.caller(await other.signIn());
      const theirs = (await there("POST", "/api/personalities/aeris/messages", { content: "I hate mornings." })).body;
      const { id } = (await there("POST", "/api/backups")).body;
      file = (await there("GET", `/api/backups/${id}/file`)).body;
      sameId = (await send("My sister Anna lives in Porto.")).userMessage.id;
      expect(sameId).toBe(theirs.userMessage.id);
    } finally {
      other.close();
    }
    expect((await selectMock()).status).toBe(200);
    ctx.mock.route((body) => {
      const request = notesRequest(body);
      return request ? { kind: "reply", text: answerNotes(request), chunkDelayMs: 250 } : undefined;
    });
    const run = writeNotesOnce(deps(), { force: true });
    for (let i = 0; i < 100 && notesRequests().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect((await call("POST", "/api/backups/restore-file", file)).status).toBe(200);
    expect(await run).toBe(0);
    ctx.mock.route(null);
    // Not a note of Anna on the message that is now "I hate mornings.": the restored message is noted at the next run.
    expect(notes()).toEqual([]);
    await writeNotesOnce(deps(), { force: true });
    expect(notes().map((n) => [n.content, n.sources])).toEqual([["Dreamer dislikes mornings.", String(sameId)]]);
  });
});

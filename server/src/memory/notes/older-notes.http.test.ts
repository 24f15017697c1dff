import { NOTES, NOTES_PROMPT_OPENING, OLDER_NOTES_TEXT, type OlderNotesOffer } from "@contract/memory-notes";
import { describe, expect, it } from "vitest";
import { bulkArchive, importArchiveBytes } from "../../../test/bulk-archive";
import { createTestApp } from "../../../test/harness";
import { setUpSignedInApp } from "../../../test/signed-in-app";
import { OLDER_NOTES_SETTING } from "./older-notes";

/**
 * Issue 39: what was said before notes began is noted only when the owner asks. A database as an upgrade finds it (the
 * history of a release without notes: no marks, no boundary), started with a model that answers: the jobs, run past
 * the quiet time, send it nothing and move no figure; new talk is noted as before; the owner's action notes the rest,
 * through the model they were shown.
 */
const { ctx, call, selectMock, restart } = setUpSignedInApp();

const MINUTE = 60_000;
const send = async (content: string, name = "aeris") => {
  const res = await call("POST", `/api/personalities/${name}/messages`, { content, consciousnessMode: "sanctified" });
  expect(res.status).toBe(200);
  return res.body as { userMessage: { id: number } };
};
const notesAsked = () => ctx.mock.requests.filter((r) => JSON.stringify(r.body).includes(NOTES_PROMPT_OPENING)).length;
const notes = () =>
  ctx.t.db.$client
    .prepare(
      "SELECT p.name, m.content FROM memories m JOIN personalities p ON p.id = m.personality_id WHERE m.note_kind IS NOT NULL ORDER BY m.id",
    )
    .all() as { name: string; content: string }[];
/** The figures the pages show of memories and moments. */
async function figures() {
  const read = async (url: string) => (await call("GET", url)).body;
  return {
    // When the figures were read is no figure.
    memoryStats: { ...(await read("/api/memory-stats")), lastUpdated: undefined },
    personalities: await read("/api/personalities"),
    analytics: await read("/api/analytics"),
    cores: await Promise.all(["aeris", "nova", "trinity"].map((name) => read(`/api/memory/${name}/stats`))),
  };
}

/** The history a release without notes leaves: no marks, no boundary; its jobs ran a moment ago, as a running Citadel's did. */
function asBeforeNotes() {
  const sqlite = ctx.t.db.$client;
  sqlite.exec("DELETE FROM memory_note_marks; DELETE FROM memory_note_redo;");
  sqlite.prepare("DELETE FROM settings WHERE key = ?").run(OLDER_NOTES_SETTING);
  const ranAt = JSON.stringify(ctx.t.clock.now().toISOString());
  for (const job of ["journal", "daily-backup", "integrity"]) {
    sqlite
      .prepare("INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES (?, ?, ?)")
      .run(`scheduler:last-run:${job}`, ranAt, "x");
  }
}

/** Every scheduled job that is due, as at a start (each started and stopped again). */
async function runDueJobs() {
  await ctx.t.schedule.start();
  ctx.t.schedule.stop();
  await ctx.t.schedule.idle();
}

describe("older conversations after an upgrade", () => {
  it("are not noted by any start or job, nor sent to the model, and no figure moves; new talk is; the owner's action notes them", async () => {
    // Said under a release without notes, on the offline engine; the owner chose a model since.
    await send("My sister Anna lives in Porto.");
    await send("I love cold-water swimming in winter.");
    await send("My brother Tom works at the harbour.", "nova");
    asBeforeNotes();
    await restart();
    expect((await selectMock()).status).toBe(200);
    ctx.mock.requests.length = 0;
    const before = await figures();

    await runDueJobs();
    ctx.t.clock.advance(NOTES.quietMs + MINUTE);
    await runDueJobs();
    await call("POST", "/api/memory/notes/write");
    expect(ctx.mock.requests).toEqual([]);
    expect(notes()).toEqual([]);
    expect(await figures()).toEqual(before);

    // What the owner is shown: the conversations waiting, and who would write their notes, where.
    const offer = (await call("GET", "/api/memory/notes/older")).body as OlderNotesOffer;
    expect(offer).toEqual({
      conversations: [
        { name: "aeris", label: "Aeris", messages: 2 },
        { name: "nova", label: "Nova", messages: 1 },
      ],
      writer: {
        provider: "openai-compatible",
        label: "OpenAI-compatible server",
        model: "mock-small",
        host: new URL(ctx.mock.url).host,
        byRules: false,
      },
    });
    expect(OLDER_NOTES_TEXT.confirm(offer)).toBe(
      `Your 3 messages in 2 older conversations (Aeris, Nova) will be sent to OpenAI-compatible server (mock-small) at ${new URL(ctx.mock.url).host}, a batch at a time, for it to write the notes.`,
    );

    // New talk is noted when its chat goes quiet, through the model; the older messages still wait.
    ctx.mock.script({ kind: "reply", text: "Lisbon in spring sounds lovely." });
    await send("I live in Lisbon now.");
    ctx.t.clock.advance(NOTES.quietMs + MINUTE);
    await runDueJobs();
    expect(notesAsked()).toBe(1);
    expect(JSON.stringify(ctx.mock.requests.at(-1)?.body)).not.toContain("Porto");
    expect(notes()).toEqual([{ name: "aeris", content: "I live in Lisbon now" }]);
    expect((await call("GET", "/api/memory/notes/older")).body).toEqual(offer);

    // Agreed to another model than the one that answers: refused, nothing sent.
    const refused = await call("POST", "/api/memory/notes/older", { provider: "openai-compatible", model: "another-model" });
    expect(refused).toMatchObject({ status: 409, body: { message: OLDER_NOTES_TEXT.writerChanged } });
    expect(notesAsked()).toBe(1);

    const written = await call("POST", "/api/memory/notes/older", { provider: offer.writer.provider, model: offer.writer.model });
    expect(written).toMatchObject({ status: 200, body: { written: 3, conversations: 2 } });
    expect(notesAsked()).toBe(3);
    expect(notes().map((n) => n.content)).toEqual([
      "I live in Lisbon now",
      "My sister Anna lives in Porto",
      "I love cold-water swimming in winter",
      "My brother Tom works at the harbour",
    ]);
    expect((await call("GET", "/api/memory/notes/older")).body.conversations).toEqual([]);
    // Nothing is noted twice afterwards.
    ctx.t.clock.advance(NOTES.quietMs + MINUTE);
    await runDueJobs();
    console.log(
      "DEBUG",
      JSON.stringify(ctx.mock.requests.at(-1)?.body).slice(0, 1500),
      ctx.t.db.$client.prepare("select * from settings where key like 'memory-notes%'").all(),
      ctx.t.db.$client.prepare("select * from memory_note_marks").all(),
      ctx.t.db.$client.prepare("select id, personality_id, is_from_ai, content from messages").all(),
    );
    expect(notesAsked()).toBe(3);
    expect(notes()).toHaveLength(4);
  });

  it("a backup from before notes, restored, waits for the owner too; a fresh Citadel has nothing waiting", async () => {
    expect((await call("GET", "/api/memory/notes/older")).body.conversations).toEqual([]);
    await send("My sister Anna lives in Porto.");
    asBeforeNotes();
    const { id } = (await call("POST", "/api/backups")).body;
    expect((await call("POST", `/api/backups/${id}/restore`)).status).toBe(200);
    ctx.t.clock.advance(NOTES.quietMs + MINUTE);
    await runDueJobs();
    expect(notes()).toEqual([]);
    const offer = (await call("GET", "/api/memory/notes/older")).body as OlderNotesOffer;
    expect(offer.conversations).toEqual([{ name: "aeris", label: "Aeris", messages: 1 }]);
    // No model answers: the rules write them, on this machine.
    expect(offer.writer).toMatchObject({ provider: "offline", host: null, byRules: true });
    expect(OLDER_NOTES_TEXT.confirm(offer)).toContain("noted by rules on this machine; nothing is sent anywhere");
    const written = await call("POST", "/api/memory/notes/older", { provider: "offline", model: offer.writer.model });
    expect(written.body).toEqual({ written: 1, conversations: 1 });
    expect(notes()).toEqual([{ name: "aeris", content: "Dreamer's sister is Anna." }]);
  });

  it("refuses a request that names no writer, changing nothing", async () => {
    await send("My sister Anna lives in Porto.");
    asBeforeNotes();
    await restart();
    for (const body of [undefined, {}, { provider: "nobody", model: "x" }, { provider: "offline" }, { provider: "offline", model: 7 }]) {
      expect((await call("POST", "/api/memory/notes/older", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(notes()).toEqual([]);
    expect((await call("GET", "/api/memory/notes/older")).body.conversations).toHaveLength(1);
  });

  it("an archive's conversations, imported, wait for the owner too; the notes that came with them are kept, not written again", async () => {
    await send("My sister Anna lives in Porto.");
    await call("POST", "/api/memory/notes/write");
    await send("I love cold-water swimming in winter.");
    const bytes = await bulkArchive(ctx.t, ctx.cookie);

    const other = await createTestApp();
    try {
      const cookie = await other.signIn();
      const there = other.caller(cookie);
      const imported = await importArchiveBytes(other, cookie, bytes);
      expect(imported.status).toBe(200);
      const noted = () => other.db.$client.prepare("SELECT content FROM memories WHERE note_kind IS NOT NULL ORDER BY id").pluck().all();
      expect(noted()).toEqual(["Dreamer's sister is Anna."]);
      other.clock.advance(NOTES.quietMs + MINUTE);
      await other.schedule.start();
      other.schedule.stop();
      await other.schedule.idle();
      expect(noted()).toEqual(["Dreamer's sister is Anna."]);
      const offer = (await there("GET", "/api/memory/notes/older")).body as OlderNotesOffer;
      expect(offer.conversations).toEqual([{ name: "aeris", label: "Aeris", messages: 1 }]);
      expect((await there("POST", "/api/memory/notes/older", { provider: "offline", model: offer.writer.model })).body).toEqual({
        written: 1,
        conversations: 1,
      });
      expect(noted()).toEqual(["Dreamer's sister is Anna.", "Dreamer loves cold-water swimming in winter."]);
    } finally {
      other.close();
    }
  });
});

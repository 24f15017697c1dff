import type { ChildProcess } from "node:child_process";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { NOTES_PROMPT_OPENING, type OlderNotesOffer } from "../../contract/memory-notes";
import { OLDER_NOTES_SETTING } from "../../server/src/memory/notes/older-notes";
import { exited, signIn, startServerProcess, stopServerProcess } from "../server-process";
import { writeOwnerTalk } from "./owner-talk";
import { setUpProcessFixture, waitFor } from "./process-fixture";
import { ATTACK_SEED, ATTACK_SIZE, attackRandom, recordFigures } from "./settings";

/**
 * Older conversations (issue 39), in the built server: history from before notes began, as an upgrade finds it, is
 * sent to no model by any start; the owner's "Write notes for older conversations" (POST /api/memory/notes/older) is
 * killed while it writes, asked again after each restart. After every kill nothing is half-done: no note without its
 * sources, none twice, the owner's progress (the older-notes setting) never ahead of the notes nor behind them. At
 * the end every older message has its note, once, and nothing waits.
 */
const NAMES = ["aeris", "nova"];
const KILLS = ATTACK_SIZE.kills >= 100 ? 8 : 3;
/** Each round stores one to three batches (40 messages): enough messages that every round kills in the middle. */
const MESSAGES = 40 * 3 * (KILLS + 1);

const { fx, dbFile, providerEnv } = setUpProcessFixture("older-notes-kill");

/** The server started last: stopped at the end even when a check failed while it ran. */
let running: ChildProcess | null = null;
afterAll(async () => {
  if (running && running.exitCode === null && running.signalCode === null) await stopServerProcess(running);
});

const notesAsked = () => fx.mock.requests.filter((r) => JSON.stringify(r.body).includes(NOTES_PROMPT_OPENING)).length;

type Older = Record<string, { ranges: [number, number][]; notedUpTo: number }>;

/** What the file holds of notes and of the owner's progress, and every way they could be half-done. */
function inspect() {
  const db = new Database(dbFile(), { readonly: true });
  const count = (sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  try {
    const older = JSON.parse(
      (db.prepare("SELECT value FROM settings WHERE key = ?").pluck().get(OLDER_NOTES_SETTING) as string | undefined) ?? "null",
    ) as Older | null;
    let ahead = 0;
    let behind = 0;
    for (const [key, { ranges, notedUpTo }] of Object.entries(older ?? {})) {
      const personalityId = Number(key);
      for (const [after, upTo] of ranges) {
        const noted = "EXISTS (SELECT 1 FROM memory_note_sources s WHERE s.message_id = msg.id)";
        const inRange = "msg.personality_id = ? AND msg.is_from_ai = 0 AND msg.id > ? AND msg.id <= ?";
        // Progress ahead of the notes: an older message the owner's run passed with no note drawn from it.
        ahead += count(
          `SELECT count(*) FROM messages msg WHERE ${inRange} AND msg.id <= ? AND NOT ${noted}`,
          personalityId,
          after,
          upTo,
          notedUpTo,
        );
        // Notes ahead of the progress: an older message noted past it (a later run would note it again).
        behind += count(
          `SELECT count(*) FROM messages msg WHERE ${inRange} AND msg.id > ? AND ${noted}`,
          personalityId,
          after,
          upTo,
          notedUpTo,
        );
      }
    }
    return {
      marked: older !== null,
      notes: count("SELECT count(*) FROM memories WHERE note_kind IS NOT NULL"),
      withoutSources: count(
        "SELECT count(*) FROM memories m WHERE note_kind IS NOT NULL AND NOT EXISTS (SELECT 1 FROM memory_note_sources s WHERE s.memory_id = m.id)",
      ),
      doubled: count(
        "SELECT count(*) - (SELECT count(*) FROM (SELECT DISTINCT personality_id, core, lower(content) FROM memories WHERE note_kind IS NOT NULL)) FROM memories WHERE note_kind IS NOT NULL",
      ),
      progressAhead: ahead,
      notesAhead: behind,
      messagesNoted: count("SELECT count(DISTINCT message_id) FROM memory_note_sources"),
      integrity: db.pragma("integrity_check", { simple: true }),
    };
  } finally {
    db.close();
  }
}

/** Signed in to a started server, as the owner's browser: its calls. */
async function owner(base: string) {
  const cookie = await signIn(base);
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, origin: base, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}

/**
 * Starts the server and lets its start's jobs run (a forced run of new talk waits for the one the start began): none
 * of them may ask the model about older talk. Answers the owner's calls.
 */
async function startQuietly(env: Record<string, string>) {
  const asked = notesAsked();
  const started = await startServerProcess(fx.dataDir, { env });
  running = started.child;
  const call = await owner(started.base);
  expect(await call("POST", "/api/memory/notes/write")).toEqual({ status: 200, body: { written: 0 } });
  expect(notesAsked(), "a start sent older talk to the model").toBe(asked);
  return { ...started, call };
}

describe(`a kill while the owner's older conversations are noted (seed ${ATTACK_SEED})`, () => {
  it("no start sends them to the model; killed runs leave nothing half-done; asked again, every one is noted once", async () => {
    const random = attackRandom("older-notes-kill");
    const env = { ...providerEnv(), LLM_EMBEDDING_MODEL: "none" };
    // A first start makes the file; then the owner's messages (an hour old) as a release without notes left them: no
    // note, no mark, no older-notes boundary.
    const first = await startServerProcess(fx.dataDir, { env });
    first.child.kill("SIGKILL");
    await exited(first.child);
    const db = new Database(dbFile());
    db.transaction(() => {
      writeOwnerTalk(db, NAMES, MESSAGES, (i) => `My friend Older${i}x${(i * 7919) % 1000} lent me a lantern.`);
      db.exec("DELETE FROM memory_note_marks; DELETE FROM memory_note_redo;");
      db.prepare("DELETE FROM settings WHERE key = ?").run(OLDER_NOTES_SETTING);
    })();
    db.close();

    fx.mock.setDelay(30);
    const notedAtKills: number[] = [];
    for (let round = 0; round < KILLS; round++) {
      const { child, call } = await startQuietly(env);
      const { writer } = (await call("GET", "/api/memory/notes/older")).body as OlderNotesOffer;
      const asked = notesAsked();
      // The owner agrees; the run is killed once it has stored something (a second request follows a stored batch).
      call("POST", "/api/memory/notes/older", { provider: writer.provider, model: writer.model }).catch(() => undefined);
      await waitFor(() => notesAsked() >= asked + 2 + Math.floor(random() * 2), 20_000, 20);
      await new Promise((r) => setTimeout(r, Math.floor(random() * 50)));
      child.kill("SIGKILL");
      await exited(child);
      const seen = inspect();
      expect(seen).toMatchObject({ marked: true, withoutSources: 0, doubled: 0, progressAhead: 0, notesAhead: 0, integrity: "ok" });
      notedAtKills.push(seen.messagesNoted);
    }
    fx.mock.setDelay(0);

    const { child, call } = await startQuietly(env);
    const offer = (await call("GET", "/api/memory/notes/older")).body as OlderNotesOffer;
    const waiting = offer.conversations.reduce((n, c) => n + c.messages, 0);
    expect(waiting).toBe(MESSAGES - (notedAtKills.at(-1) ?? 0));
    const done = await call("POST", "/api/memory/notes/older", { provider: offer.writer.provider, model: offer.writer.model });
    expect(done).toMatchObject({ status: 200, body: { written: waiting } });
    expect((await call("GET", "/api/memory/notes/older")).body.conversations).toEqual([]);
    await stopServerProcess(child);
    const end = inspect();
    expect(end).toMatchObject({
      notes: MESSAGES,
      messagesNoted: MESSAGES,
      withoutSources: 0,
      doubled: 0,
      progressAhead: 0,
      notesAhead: 0,
      integrity: "ok",
    });
    // Some kill landed in the middle of the run, not only before or after it.
    expect(notedAtKills.some((n) => n > 0 && n < MESSAGES)).toBe(true);
    // And a start after it all asks nothing more.
    const again = await startQuietly(env);
    await stopServerProcess(again.child);
    recordFigures("olderNotesKill", { kills: KILLS, notes: end.notes, notedAtKills: notedAtKills.join("/") });
  }, 300_000);
});

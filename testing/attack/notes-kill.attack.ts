import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { NOTES_PROMPT_OPENING } from "../../contract/memory-notes";
import { exited, startServerProcess, stopServerProcess } from "../server-process";
import { writeOwnerTalk } from "./owner-talk";
import { setUpProcessFixture, waitFor } from "./process-fixture";
import { ATTACK_SEED, ATTACK_SIZE, attackRandom, recordFigures } from "./settings";

/**
 * A kill during memory notes (issue 28): the server is killed while it writes notes (through the mock, which answers
 * each notes request with one note per message). After every kill, nothing is half-done: no note without its sources,
 * no note twice, no mark ahead of the notes (every message under a mark has its note), no note past its mark. At the
 * end every message has exactly one note.
 */
const NAMES = ["aeris", "nova"];
const KILLS = ATTACK_SIZE.kills >= 100 ? 8 : 3;
/** Each round stores one to three batches (40 messages): enough messages that every round kills in the middle. */
const MESSAGES = 40 * 3 * (KILLS + 1);

const { fx, dbFile, providerEnv } = setUpProcessFixture("notes-kill");

const notesAsked = () => fx.mock.requests.filter((r) => JSON.stringify(r.body).includes(NOTES_PROMPT_OPENING)).length;

/** What the file holds of notes, and every way they could be half-done. */
function inspect() {
  const db = new Database(dbFile(), { readonly: true });
  const count = (sql: string) => db.prepare(sql).pluck().get() as number;
  try {
    return {
      notes: count("SELECT count(*) FROM memories WHERE note_kind IS NOT NULL"),
      withoutSources: count(
        "SELECT count(*) FROM memories m WHERE note_kind IS NOT NULL AND NOT EXISTS (SELECT 1 FROM memory_note_sources s WHERE s.memory_id = m.id)",
      ),
      doubled: count(
        "SELECT count(*) - (SELECT count(*) FROM (SELECT DISTINCT personality_id, core, lower(content) FROM memories WHERE note_kind IS NOT NULL)) FROM memories WHERE note_kind IS NOT NULL",
      ),
      // Marks ahead of the notes: an owner message under its chat's mark with no note drawn from it.
      unnotedUnderMark: count(
        `SELECT count(*) FROM messages msg JOIN memory_note_marks k ON k.personality_id = msg.personality_id
         WHERE msg.is_from_ai = 0 AND msg.id <= k.noted_up_to AND NOT EXISTS (SELECT 1 FROM memory_note_sources s WHERE s.message_id = msg.id)`,
      ),
      // Notes ahead of the mark: a source past its chat's mark.
      pastMark: count(
        `SELECT count(*) FROM memory_note_sources s JOIN messages msg ON msg.id = s.message_id
         LEFT JOIN memory_note_marks k ON k.personality_id = msg.personality_id WHERE msg.id > coalesce(k.noted_up_to, 0)`,
      ),
      messagesNoted: count("SELECT count(DISTINCT message_id) FROM memory_note_sources"),
      integrity: db.pragma("integrity_check", { simple: true }),
    };
  } finally {
    db.close();
  }
}

describe(`a kill during memory notes (seed ${ATTACK_SEED})`, () => {
  it("loses nothing and leaves nothing half-done: notes with their sources, none twice, the mark never ahead", async () => {
    const random = attackRandom("notes-kill");
    const env = { ...providerEnv(), LLM_EMBEDDING_MODEL: "none" };
    // A first start makes the file; the owner's messages (quiet for an hour) are written as conversations would have.
    const first = await startServerProcess(fx.dataDir, { env });
    first.child.kill("SIGKILL");
    await exited(first.child);
    const db = new Database(dbFile());
    db.transaction(() =>
      writeOwnerTalk(db, NAMES, MESSAGES, (i) => `My friend Friend${i}x${(i * 7919) % 1000} called about the lantern.`),
    )();
    db.close();

    // Each notes request takes a moment, so kills land between batches and while one is being written.
    fx.mock.setDelay(30);
    const kills = KILLS;
    const notedAtKills: number[] = [];
    for (let round = 0; round < kills; round++) {
      const asked = notesAsked();
      const { child } = await startServerProcess(fx.dataDir, { env });
      // The second request of a round is asked for once the first batch is stored: each round stores something.
      await waitFor(() => notesAsked() >= asked + 2 + Math.floor(random() * 2), 20_000, 20);
      await new Promise((r) => setTimeout(r, Math.floor(random() * 50)));
      child.kill("SIGKILL");
      await exited(child);
      const seen = inspect();
      expect(seen).toMatchObject({ withoutSources: 0, doubled: 0, unnotedUnderMark: 0, pastMark: 0, integrity: "ok" });
      notedAtKills.push(seen.messagesNoted);
    }
    fx.mock.setDelay(0);
    const { child } = await startServerProcess(fx.dataDir, { env });
    const done = await waitFor(() => inspect().messagesNoted === MESSAGES, 60_000, 20);
    await stopServerProcess(child);
    expect(done).toBe(true);
    const end = inspect();
    expect(end).toMatchObject({ notes: MESSAGES, withoutSources: 0, doubled: 0, unnotedUnderMark: 0, pastMark: 0, integrity: "ok" });
    // Some kill landed in the middle of the run, not only before or after it.
    expect(notedAtKills.some((n) => n > 0 && n < MESSAGES)).toBe(true);
    recordFigures("notesKill", { kills, notes: end.notes, notedAtKills: notedAtKills.join("/") });
  }, 300_000);
});

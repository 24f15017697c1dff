import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { exited, startServerProcess, stopServerProcess } from "../server-process";
import { setUpProcessFixture, waitFor } from "./process-fixture";
import { ATTACK_MODE, ATTACK_SEED, attackRandom, recordFigures } from "./settings";

/** Follow-ups due when the server starts; each is to be asked about exactly once whatever the kills. */
const FOLLOW_UPS = 3;
const KILLS = ATTACK_MODE === "long" ? 12 : 5;
const REPLY = "Dreamer, the stars kept your words; how did the exam go? Tell me everything, I have been waiting all evening ".repeat(2);

const { fx, dbFile, providerEnv } = setUpProcessFixture("write-first-kill");
beforeAll(() => {
  // A message takes about half a second to write: kills land before, during and after the writing and the commit.
  fx.mock.script({ kind: "reply", text: REPLY, chunkDelayMs: 15 });
});

/** A fixed-offset zone where it is now early afternoon: out of the quiet hours whenever the suite runs. */
function afternoonZone(now: Date): string {
  const offset = (13 - now.getUTCHours() + 24) % 24;
  const hours = offset > 12 ? offset - 24 : offset;
  return hours >= 0 ? `Etc/GMT-${hours}` : `Etc/GMT+${-hours}`;
}

/** Owner messages from two days ago with a follow-up each, due ten minutes ago; the owner came by today (no greeting). */
function seed() {
  const db = new Database(dbFile());
  const now = new Date();
  const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const setting = db.prepare("INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES (?, ?, ?)");
  const message = db.prepare(
    "INSERT INTO messages (personality_id, user_id, content, is_from_ai, status, consciousness_mode, created_at) VALUES (?, 1, ?, 0, 'complete', 'sanctified', ?) RETURNING id",
  );
  const followUp = db.prepare(
    "INSERT INTO follow_ups (personality_id, source_message_id, position, what, phrase, due_at, precision, created_at, updated_at) VALUES (?, ?, 0, ?, 'on Friday', ?, 'day', ?, ?)",
  );
  const ids = db.prepare("SELECT id FROM personalities WHERE name IN ('aeris', 'nova') ORDER BY id").pluck().all() as number[];
  db.transaction(() => {
    setting.run("owner:time-zone", JSON.stringify(afternoonZone(now)), iso(0));
    setting.run("owner:last-arrival", JSON.stringify(iso(0)), iso(0));
    setting.run("unprompted:settings", JSON.stringify({ dailyMax: 10 }), iso(0));
    for (let i = 0; i < FOLLOW_UPS; i++) {
      const said = iso(-2 * 24 * 3600_000 + i * 1000);
      const personalityId = ids[i % ids.length] as number;
      const { id } = message.get(personalityId, `I have exam number ${i} on Friday`, said) as { id: number };
      followUp.run(personalityId, id, `I have exam number ${i}`, iso(-10 * 60_000), said, said);
    }
  })();
  db.close();
}

/** What the file holds of writing first: every unprompted message, and each follow-up's status and message. */
function inspect() {
  const db = new Database(dbFile(), { readonly: true });
  try {
    const written = db.prepare("SELECT id, content FROM messages WHERE unprompted = 'follow-up'").all() as {
      id: number;
      content: string;
    }[];
    const followUps = db.prepare("SELECT status, sent_message_id AS sent FROM follow_ups").all() as {
      status: string;
      sent: number | null;
    }[];
    const remembered = db
      .prepare(
        "SELECT count(DISTINCT source_message_id) FROM memories WHERE source_message_id IN (SELECT id FROM messages WHERE unprompted IS NOT NULL)",
      )
      .pluck()
      .get() as number;
    const integrity = db.prepare("PRAGMA integrity_check").pluck().get();
    return { written, followUps, remembered, integrity };
  } finally {
    db.close();
  }
}

/** Every message written first belongs to exactly one follow-up marked sent, and each has its memory: nothing doubled or half-written. */
function expectWhole(seen: ReturnType<typeof inspect>) {
  const sent = seen.followUps.filter((f) => f.status === "sent");
  expect(seen.integrity).toBe("ok");
  expect(seen.written.length).toBe(sent.length);
  expect(new Set(sent.map((f) => f.sent)).size).toBe(sent.length);
  expect(sent.map((f) => f.sent).sort()).toEqual(seen.written.map((m) => m.id).sort());
  expect(seen.written.every((m) => m.content.trim().length > 0)).toBe(true);
  expect(seen.remembered).toBe(seen.written.length);
  expect(seen.followUps.every((f) => f.status === "sent" || f.status === "pending")).toBe(true);
}

/** Requests for a message written first that reached the model. */
const writeFirstCalls = () => fx.mock.requests.filter((r) => JSON.stringify(r.body).includes("first and unprompted")).length;

describe(`a kill while a personality writes first (seed ${ATTACK_SEED})`, () => {
  it("neither loses nor doubles a scheduled message: each follow-up is asked about exactly once", async () => {
    const random = attackRandom("write-first-kill");
    const env = providerEnv();
    // A first start makes the file (and may run the job on nothing); the follow-ups are then written as the turns would have.
    const first = await startServerProcess(fx.dataDir, { env });
    first.child.kill("SIGKILL");
    await exited(first.child);
    seed();
    const sentAtKills: number[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      // The job runs at start (its last run never finished, after the start's backup and journal); once a message is
      // asked of the model, the kill lands somewhere in its writing, its commit, or the next one.
      const asked = writeFirstCalls();
      const { child } = await startServerProcess(fx.dataDir, { env });
      await waitFor(() => writeFirstCalls() > asked || inspect().written.length >= FOLLOW_UPS, 30_000, 100);
      await new Promise((r) => setTimeout(r, Math.floor(random() * 1500)));
      child.kill("SIGKILL");
      await exited(child);
      const seen = inspect();
      expectWhole(seen);
      sentAtKills.push(seen.written.length);
    }
    const { child } = await startServerProcess(fx.dataDir, { env });
    const done = await waitFor(() => inspect().written.length >= FOLLOW_UPS, 30_000, 100);
    await new Promise((r) => setTimeout(r, 500));
    await stopServerProcess(child);
    expect(done).toBe(true);
    const end = inspect();
    expectWhole(end);
    expect(end.written).toHaveLength(FOLLOW_UPS);
    recordFigures("write-first-kill", { kills: KILLS, sentAtKills: sentAtKills.join("/") });
  }, 240_000);
});

import type Database from "better-sqlite3";

/**
 * The owner's messages, an hour old, spread over `names` in turn, each remembered as a turn remembers it (the public
 * core): what memory notes are written from. Run inside the caller's transaction.
 */
export function writeOwnerTalk(db: Database.Database, names: readonly string[], count: number, contentOf: (i: number) => string): void {
  const ids = names.map((name) => db.prepare("SELECT id FROM personalities WHERE name = ?").pluck().get(name) as number);
  const message = db.prepare(
    "INSERT INTO messages (personality_id, user_id, content, is_from_ai, status, created_at) VALUES (?, 1, ?, 0, 'complete', ?) RETURNING id",
  );
  const memory = db.prepare(
    "INSERT INTO memories (personality_id, role, content, importance, core, mode_context, source_message_id, created_at) VALUES (?, 'user', ?, 6, 'public', 'sanctified', ?, ?)",
  );
  const at = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  for (let i = 0; i < count; i++) {
    const personality = ids[i % ids.length] as number;
    const content = contentOf(i);
    const { id } = message.get(personality, content, at) as { id: number };
    memory.run(personality, content, id, at);
  }
}

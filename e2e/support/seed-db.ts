import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { PORT } from "./constants";

/**
 * Writes a long conversation straight into the test server's database (through the API, 10,000 messages would
 * take minutes). The server reads it like any history it wrote itself.
 */
export function seedHistory(personality: string, turns: number, label: string): void {
  const dataDir = readFileSync(path.resolve(import.meta.dirname, `../../.tmp/e2e-data-dir-${PORT}.txt`), "utf8").trim();
  const db = new Database(path.join(dataDir, "citadel.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    const { id } = db.prepare("select id from personalities where name = ?").get(personality) as { id: number };
    const insert = db.prepare(
      "insert into messages (personality_id, user_id, content, is_from_ai, status, reply_to, consciousness_mode, word_count) values (?, ?, ?, ?, 'complete', ?, 'sanctified', ?)",
    );
    db.transaction(() => {
      for (let i = 1; i <= turns; i++) {
        const owner = insert.run(id, 1, `${label} question ${i}`, 0, null, null);
        insert.run(id, null, `${label} answer ${i}: the light remembers.`, 1, owner.lastInsertRowid, 5);
      }
    })();
  } finally {
    db.close();
  }
}

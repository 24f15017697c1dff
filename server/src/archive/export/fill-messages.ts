import { mulberry32 } from "../../models/offline/prng";
import type { Db } from "../../platform/db/connection";

const WORDS = "light rose window lantern sea star song memory dream cathedral candle river night morning promise heart quiet storm".split(
  " ",
);

/**
 * Fills the chats with `count` messages of about 400 characters, spread over the five personalities, owner and reply in
 * turn: the long-lived Citadel the export's memory test and benchmark measure.
 */
export function fillMessages(db: Db, count: number): void {
  const sqlite = db.$client;
  const random = mulberry32(17);
  const insert = sqlite.prepare(
    "INSERT INTO messages (personality_id, content, is_from_ai, status, created_at) VALUES (?, ?, ?, 'complete', ?)",
  );
  const start = Date.parse("2024-01-01T00:00:00Z");
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const words: string[] = [];
      while (words.join(" ").length < 400) words.push(WORDS[Math.floor(random() * WORDS.length)] as string);
      insert.run(1 + (Math.floor(i / 2) % 5), `${i}: ${words.join(" ")}`, i % 2, new Date(start + i * 60_000).toISOString());
    }
  })();
}

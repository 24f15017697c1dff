// scratch diagnostics on played DBs
import { readFileSync } from "node:fs";
import path from "node:path";
import { askable, LOCOMO_HELD_OUT, readLocomo, type Played } from "./locomo";
import { openDatabase } from "../../server/src/platform/db/connection";
import { migrationsFolder } from "../../server/test/harness";
import { memoryForTurn } from "../../server/src/memory/recall/recall";
import { toChatMessages } from "../../server/src/models/providers/chat-completions";
import { getPersonality, ownerName, speakerOf } from "../../server/src/personas";
import { searchTerms } from "../../server/src/memory/recall/fts-query";
const data = readLocomo()!;
const seat = process.env.SEAT ?? "nova";
const size = Number(process.env.SIZE ?? 6000);
const verbose = process.env.V === "1";
const stats = { q: 0, ev: 0, inHits: 0, inCtx: 0, sent: 0, hitRankSum: 0, missing: 0 };
const byKind: Record<string, { ev: number; sent: number; cand: number }> = {};
for (const c of data.conversations.filter((c) => !LOCOMO_HELD_OUT.has(String(c.id)) && (!process.env.ONLY || process.env.ONLY.split(",").includes(String(c.id))))) {
  const dir = `/tmp/i37/played/${c.id}-${seat}`;
  const played = JSON.parse(readFileSync(`${dir}/played.json`, "utf8")) as Played;
  const db = openDatabase(path.join(dir, "citadel.sqlite"), migrationsFolder);
  const personality = getPersonality(db, played.slug);
  const textOf = new Map(c.turns.map((t) => [t.id, t.text]));
  const memId = new Map<string, number>();
  for (const r of db.$client.prepare("SELECT id, content FROM memories WHERE personality_id = ?").all(personality.id) as { id: number; content: string }[]) memId.set(r.content, r.id);
  for (const q of askable(c)) {
    const mem = memoryForTurn(db, personality.id, "sanctified", q.question);
    const req = { personality: speakerOf(db, personality), mode: "sanctified" as const, message: q.question, history: mem.history, recalled: mem.recalled, lore: [], ownerName: ownerName(db) };
    const msgs = toChatMessages(req as never, { requestChars: size });
    const sent = msgs.map((m) => (typeof m.content === "string" ? m.content : "")).join("\n");
    stats.q++;
    const k = (byKind[q.kind] ??= { ev: 0, sent: 0, cand: 0 });
    for (const e of q.evidence) {
      const text = textOf.get(e)!;
      const id = memId.get(text);
      stats.ev++; k.ev++;
      if (id === undefined) stats.missing++;
      const idx = mem.recalled.findIndex((m) => m.memoryId === id);
      const r = mem.recalled[idx];
      if (r && !r.context) { stats.inHits++; stats.hitRankSum += idx; }
      if (r && r.context) stats.inCtx++;
      if (r) k.cand++;
      const ok = sent.includes(text);
      if (ok) { stats.sent++; k.sent++; }
      if (verbose && !ok) console.log(`${q.kind} | ${q.question} | terms ${searchTerms(q.question).join(",")} | ev ${e} ${r ? (r.context ? "ctx" : `hit#${idx}`) : "none"} | ${text.slice(0, 120)}`);
    }
  }
  db.$client.close();
}
console.log(stats, Object.entries(byKind).map(([k, v]) => `${k} cand ${(100 * v.cand / v.ev).toFixed(0)}% sent ${(100 * v.sent / v.ev).toFixed(0)}%`).join("; "));

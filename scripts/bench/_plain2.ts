import Database from "better-sqlite3";
import { askable, LOCOMO_HELD_OUT, readLocomo } from "./locomo";
import { searchTerms } from "../../server/src/memory/recall/fts-query";
const data = readLocomo()!;
const budgets = [3000, 4000];
const PRF = Number(process.env.PRF ?? 0), SPK = Number(process.env.SPK ?? 0), N = Number(process.env.N ?? 50), NB = Number(process.env.NB ?? 1);
for (const held of [false]) {
  const tot: Record<string, [number, number]> = {};
  for (const c of data.conversations.filter((c) => LOCOMO_HELD_OUT.has(String(c.id)) === held)) {
    const db = new Database(":memory:");
    db.exec("CREATE VIRTUAL TABLE t USING fts5(content, tokenize='porter unicode61 remove_diacritics 2')");
    db.exec("CREATE TABLE v(term TEXT)");
    const ins = db.prepare("INSERT INTO t(rowid, content) VALUES (?, ?)");
    const last = c.turns.length - 20;
    c.turns.forEach((t, i) => { if (i < last) ins.run(i + 1, t.text); });
    const search = db.prepare("SELECT rowid AS id, bm25(t) AS r FROM t WHERE t MATCH ? ORDER BY bm25(t) LIMIT ?");
    const df = db.prepare("SELECT count(*) FROM t WHERE t MATCH ?").pluck();
    for (const q of askable(c)) {
      let text = q.question; let who: string | null = null;
      for (const nm of [c.speaker_a, c.speaker_b]) if (text.includes(nm)) { who = who === null ? nm : "both"; }
      for (const nm of [c.speaker_a, c.speaker_b]) text = text.replaceAll(nm + "'s", " ").replaceAll(nm, " ");
      const words = searchTerms(text, 20);
      let hits = words.length ? (search.all(words.map((w) => `"${w}"`).join(" OR "), N) as { id: number; r: number }[]) : [];
      if (SPK && who && who !== "both") hits = hits.map((h) => ({ ...h, r: c.turns[h.id - 1]!.speaker === who ? h.r * (1 + SPK) : h.r })).sort((a, b) => a.r - b.r);
      if (PRF && hits.length) {
        const counts = new Map<string, number>();
        for (const h of hits.slice(0, PRF)) for (const w of searchTerms(c.turns[h.id - 1]!.text, 50)) if (!words.includes(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
        const extra = [...counts.entries()].filter(([w]) => { const n = df.get(`"${w}"`) as number; return n > 1 && n < 30; }).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([w]) => w);
        if (extra.length) {
          const more = search.all([...words, ...extra].map((w) => `"${w}"`).join(" OR "), N) as { id: number; r: number }[];
          const seen = new Set(hits.map((h) => h.id));
          hits = [...hits.slice(0, 10), ...more.filter((h) => !seen.has(h.id)).slice(0, 10), ...hits.slice(10)];
        }
      }
      for (const b of budgets) {
        const chosen = new Set<number>(); let used = 0;
        const add = (i: number) => { const t = c.turns[i - 1]; if (!t || i > last || chosen.has(i)) return; if (used + t.text.length + 30 > b) return; chosen.add(i); used += t.text.length + 30; };
        for (const h of hits) { add(h.id); for (let k = 1; k <= NB; k++) { add(h.id - k); add(h.id + k); } }
        const ids = new Set([...chosen].map((i) => c.turns[i - 1]!.id));
        const f = q.evidence.filter((e) => ids.has(e)).length;
        for (const key of [`${b}`, `${b} ${q.kind}`]) { const t = (tot[key] ??= [0, 0]); t[0] += f; t[1] += q.evidence.length; }
      }
    }
  }
  console.log(held ? "held-out" : "tuning", Object.entries(tot).sort().map(([b, [f, n]]) => `${b}: ${((100 * f) / n).toFixed(1)}%`).join("  "));
}

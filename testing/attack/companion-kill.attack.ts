import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pngjs from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exited, signIn, startServerProcess } from "../server-process";
import { ATTACK_SEED, ATTACK_SIZE, attackRandom, recordFigures } from "./settings";

/**
 * Kills while companions are made and deleted (issue 31): each is made in one transaction (its personality, profile,
 * founding memory, cores, greeting and where it lives) and deleted in one (after its backup, every row that refers to it), so after
 * any kill each companion is whole or gone, nothing of a deleted one is left behind, every confirmed one is there and
 * every confirmed deletion stays done.
 */
const ROUNDS = ATTACK_SIZE.kills >= 100 ? 12 : 4;
const PORTRAIT = (() => {
  const png = new pngjs.PNG({ width: 300, height: 200 });
  png.data.fill(120);
  return pngjs.PNG.sync.write(png).toString("base64");
})();

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "citadel-companion-kill-"));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Made = { slug: string; deleting?: boolean; deleted?: boolean };

function inspect(made: Map<string, Made>) {
  const db = new Database(path.join(dataDir, "citadel.sqlite"), { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT p.name AS slug, c.name,
           (SELECT count(*) FROM memory_cores k WHERE k.personality_id = p.id) AS cores,
           (SELECT count(*) FROM memories m WHERE m.personality_id = p.id AND m.role = 'system') AS founding,
           (SELECT count(*) FROM messages m WHERE m.personality_id = p.id AND m.is_from_ai = 1) AS greetings,
           (SELECT count(*) FROM settings s WHERE s.key = 'in-citadel:' || p.name) AS world
         FROM personalities p LEFT JOIN companions c ON c.personality_id = p.id WHERE p.kind = 'companion'`,
      )
      .all() as { slug: string; name: string | null; cores: number; founding: number; greetings: number; world: number }[];
    const problems: string[] = [];
    for (const r of rows) {
      if (r.name === null || r.cores !== 2 || r.founding < 1 || r.greetings < 1 || r.world !== 1)
        problems.push(`${r.slug} is half there: ${JSON.stringify(r)}`);
    }
    // Where a companion lives (issue 38) is a setting beside it: made with it, gone with it.
    const worlds = (
      db.prepare("SELECT substr(key, 12) AS slug FROM settings WHERE key LIKE 'in-citadel:%'").all() as { slug: string }[]
    ).map((w) => w.slug);
    for (const slug of worlds) if (!rows.some((r) => r.slug === slug)) problems.push(`where ${slug} lives is left behind`);
    const here = new Set(rows.map((r) => r.slug));
    for (const m of made.values()) {
      if (m.deleted && here.has(m.slug)) problems.push(`${m.slug} was deleted and is back`);
      if (!m.deleting && !here.has(m.slug)) problems.push(`${m.slug} was made and is gone`);
    }
    const left = (db.pragma("foreign_key_check") as { table: string; parent: string }[]).filter((f) => f.parent === "personalities");
    if (left.length > 0) problems.push(`${left.length} row(s) of a deleted companion left behind, in ${left[0]?.table}`);
    if (db.pragma("integrity_check", { simple: true }) !== "ok") problems.push("the database is damaged");
    return { problems, count: rows.length };
  } finally {
    db.close();
  }
}

describe(`a kill while companions are made and deleted (seed ${ATTACK_SEED})`, () => {
  it("leaves each companion whole or gone, every confirmed one there and every confirmed deletion done", async () => {
    const random = attackRandom("companion-kill");
    const made = new Map<string, Made>();
    let created = 0;
    let deleted = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const { child, base } = await startServerProcess(dataDir, { env: { LLM_EMBEDDING_MODEL: "none" } });
      const cookie = await signIn(base);
      const send = (method: string, url: string, body: unknown) =>
        fetch(`${base}${url}`, { method, headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
      let alive = true;
      const work = (async () => {
        for (let i = 0; alive; i++) {
          const open = [...made.values()].filter((m) => !m.deleting);
          try {
            if (open.length > 0 && random() < 0.4) {
              const target = open[Math.floor(random() * open.length)] as Made;
              target.deleting = true;
              const res = await send("DELETE", `/api/companions/${target.slug}`, { confirm: true });
              if (res.status === 200) {
                target.deleted = true;
                deleted++;
              }
            } else {
              const name = `Kill ${round} ${i} ${Math.floor(random() * 1e6)}`;
              const res = await send("POST", "/api/companions", {
                name,
                greeting: `${name} wakes.`,
                ...(random() < 0.5 ? { portrait: { base64: PORTRAIT } } : {}),
              });
              if (res.status === 201) {
                made.set(name, { slug: ((await res.json()) as { slug: string }).slug });
                created++;
              }
            }
          } catch {
            return; // killed
          }
        }
      })();
      await new Promise((r) => setTimeout(r, 150 + Math.floor(random() * 600)));
      child.kill("SIGKILL");
      alive = false;
      await exited(child);
      await work;
      const seen = inspect(made);
      expect(seen.problems, `round ${round}, replay with ATTACK_SEED=${ATTACK_SEED}`).toEqual([]);
    }
    expect(created).toBeGreaterThan(0);
    expect(deleted).toBeGreaterThan(0);
    recordFigures("companionKill", { kills: ROUNDS, created, deleted });
  }, 300_000);
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "../../../test/harness";
import { APP_VERSION } from "../app-version";
import { readJournal } from "./journal";
import { RELEASES } from "./releases";
import * as schema from "./schema";

type Snapshot = Parameters<typeof generateSQLiteMigration>[0];

describe("the migrations as committed", () => {
  // Throws, naming the entry, when a file is missing or two entries have the same `when`.
  const journal = readJournal(migrationsFolder);
  const shipped = RELEASES.flatMap((r) => r.migrations.map(([tag, when, sha256]) => ({ version: r.version, tag, when, sha256 })));

  it("every migration a release shipped is as it shipped (released-migrations are frozen: make a new one instead)", () => {
    shipped.forEach((s, i) => {
      const now = journal[i];
      expect(now && { tag: now.tag, when: now.when, sha256: now.sha256 }, `${s.tag}, shipped by ${s.version}, changed`).toEqual({
        tag: s.tag,
        when: s.when,
        sha256: s.sha256,
      });
    });
  });

  it("every migration of the journal is listed under a release, the newest being package.json's version", () => {
    const unlisted = journal.slice(shipped.length).map((m) => `["${m.tag}", ${m.when}, "${m.sha256}"]`);
    expect(
      unlisted,
      `list these under ${APP_VERSION} in server/src/platform/db/releases.ts (CHANGELOG.md, "How a release is made")`,
    ).toEqual([]);
    expect(RELEASES.at(-1)?.version, "the newest release of releases.ts is package.json's version").toBe(APP_VERSION);
  });

  it("the `when` values increase (npm run db:generate keeps them so)", () => {
    journal.slice(1).forEach((m, i) => {
      const before = journal[i] as (typeof journal)[number];
      expect(m.when, `${m.tag}'s "when" must be after ${before.tag}'s (${before.when}) in meta/_journal.json`).toBeGreaterThan(before.when);
    });
  });

  it("the journal and the folder agree: each entry has its SQL and its snapshot, each file its entry", () => {
    const files = readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql"));
    expect(files.sort()).toEqual(journal.map((m) => `${m.tag}.sql`).sort());
    const snapshots = readdirSync(path.join(migrationsFolder, "meta")).filter((f) => f.endsWith("_snapshot.json"));
    expect(snapshots.sort()).toEqual(journal.map((m) => `${m.tag.slice(0, 4)}_snapshot.json`).sort());
    for (const m of journal) expect(m.tag.startsWith(String(m.idx).padStart(4, "0")), `${m.tag} has idx ${m.idx}`).toBe(true);
    expect(journal.map((m) => m.idx)).toEqual([...journal.map((m) => m.idx)].sort((a, b) => a - b));
  });

  it("the snapshots follow one another, and the last is the schema: npm run db:generate would make nothing", async () => {
    const snapshots = journal.map(
      (m) => JSON.parse(readFileSync(path.join(migrationsFolder, "meta", `${m.tag.slice(0, 4)}_snapshot.json`), "utf8")) as Snapshot,
    );
    snapshots.forEach((s, i) => {
      expect(s.prevId, `${journal[i]?.tag}'s snapshot follows the one before`).toBe(
        snapshots[i - 1]?.id ?? "00000000-0000-0000-0000-000000000000",
      );
    });
    const last = snapshots.at(-1) as Snapshot;
    const today = await generateSQLiteDrizzleJson(schema as Record<string, unknown>, last.id);
    expect(await generateSQLiteMigration(last, today), "schema.ts changed: run npm run db:generate").toEqual([]);
  });
});

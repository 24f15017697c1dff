import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BACKUP_TEXT } from "@contract/backups";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../../test/harness";
import { openTestDb } from "../../../test/memory-db";
import { getPersonality } from "../../personas/personalities";
import { versionNumber } from "../../platform/db/version-stamp";
import { factsOf } from "./make-backup";
import { preparedCopy } from "./restore-copy";
import { sha256Of, writeSnapshot } from "./snapshot";

let t: ReturnType<typeof openTestDb>;
let dir: string;
beforeEach(() => {
  t = openTestDb();
  dir = mkdtempSync(path.join(os.tmpdir(), "citadel-restore-copy-"));
});
afterEach(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

const deps = () => ({ db: t.db, migrationsFolder });
const refusal = `${BACKUP_TEXT.restorationFailed.title}: ${BACKUP_TEXT.restorationFailed.description}`;

describe("the working copy a restore starts from", () => {
  it("is a sound copy of a snapshot whose hash is the one recorded, in a folder of its own", async () => {
    const file = path.join(dir, "snapshot.sqlite");
    const { sha256 } = await writeSnapshot(t.db.$client.name, file);
    const work = preparedCopy(deps(), file, sha256);
    expect(work).not.toBe(file);
    const copy = new Database(work, { readonly: true });
    const names = "SELECT name FROM personalities ORDER BY id";
    expect(copy.prepare(names).pluck().all()).toEqual(t.db.$client.prepare(names).pluck().all());
    copy.close();
    rmSync(path.dirname(work), { recursive: true, force: true });
  });

  it("is refused for a file whose hash differs from the record, or that is no database", () => {
    const file = path.join(dir, "not-a-database.sqlite");
    writeFileSync(file, "just some words, not SQLite");
    expect(() => preparedCopy(deps(), file, "0".repeat(64))).toThrow(refusal);
    expect(() => preparedCopy(deps(), file, sha256Of(file))).toThrow(refusal);
    expect(existsSync(file)).toBe(true);
  });

  it("is refused for a snapshot a newer Citadel wrote, saying which version", async () => {
    const file = path.join(dir, "snapshot.sqlite");
    await writeSnapshot(t.db.$client.name, file);
    const newer = new Database(file);
    newer.pragma(`user_version = ${versionNumber("9.1.0")}`);
    newer.close();
    expect(() => preparedCopy(deps(), file, sha256Of(file))).toThrow(
      /Restoration Failed: This database was last opened by Citadel 9\.1\.0/,
    );
  });
});

describe("what a backup's record says of the database", () => {
  it("counts each personality's memories by core, and the messages not deleted", () => {
    const before = factsOf(t.db.$client, "Before");
    const nova = getPersonality(t.db, "nova");
    const add = t.db.$client.prepare("INSERT INTO memories (personality_id, role, content, importance, core) VALUES (?, 'user', ?, 5, ?)");
    add.run(nova.id, "The owner likes comets", "public");
    add.run(nova.id, "The owner names the stars", "public");
    add.run(nova.id, "A secret about the observatory", "private");
    const facts = factsOf(t.db.$client, "A test");
    const novaBefore = before.personalities.nova ?? { publicMemories: 0, privateMemories: 0 };
    expect(facts.personalities.nova).toMatchObject({
      publicMemories: novaBefore.publicMemories + 2,
      privateMemories: novaBefore.privateMemories + 1,
    });
    expect(facts.personalities.aeris).toEqual(before.personalities.aeris);
    expect(facts).toMatchObject({ totalMemories: before.totalMemories + 3, metadata: { triggerReason: "A test" } });
    expect(Object.keys(facts.personalities).sort()).toEqual(["aeris", "musashi", "nova", "socrates", "trinity"]);
  });
});

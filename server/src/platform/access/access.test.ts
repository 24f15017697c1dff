import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixedClock, migrationsFolder } from "../../../test/harness";
import { type Db, openDatabase } from "../db/connection";
import { readSetting } from "../settings";
import { checkAccessCode, createSession, ensureAccessCode, isValidSession } from "./access";

let dir: string;
let db: Db;
const clock = fixedClock();
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "citadel-access-"));
  db = openDatabase(path.join(dir, "db.sqlite"), migrationsFolder);
});
afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("access code provisioning", () => {
  it("generates a code on first start, stores only a scrypt hash, and generates nothing later", async () => {
    const { generatedCode } = await ensureAccessCode(db, clock, undefined);
    expect(generatedCode).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const stored = readSetting<string>(db, "access_code_hash") ?? "";
    expect(stored.startsWith("scrypt$")).toBe(true);
    expect(stored).not.toContain(generatedCode);
    expect(await checkAccessCode(db, generatedCode ?? "")).toBe(true);
    expect(await checkAccessCode(db, "guess")).toBe(false);
    expect(await ensureAccessCode(db, clock, undefined)).toEqual({});
  });

  it("replaces the stored code with the configured one and ends old sessions", async () => {
    await ensureAccessCode(db, clock, "first-code");
    const { token } = createSession(db, clock);
    await ensureAccessCode(db, clock, "first-code");
    expect(isValidSession(db, clock, token)).toBe(true);

    await ensureAccessCode(db, clock, "second-code");
    expect(await checkAccessCode(db, "second-code")).toBe(true);
    expect(await checkAccessCode(db, "first-code")).toBe(false);
    expect(isValidSession(db, clock, token)).toBe(false);
  });

  it("expires sessions after thirty days", async () => {
    const local = fixedClock();
    const { token } = createSession(db, local);
    local.advance(29 * 24 * 3600 * 1000);
    expect(isValidSession(db, local, token)).toBe(true);
    local.advance(2 * 24 * 3600 * 1000);
    expect(isValidSession(db, local, token)).toBe(false);
  });
});

describe("database", () => {
  it("runs in WAL mode with foreign keys enforced", () => {
    expect(db.$client.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.$client.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(() => db.$client.prepare("insert into messages (personality_id, content, is_from_ai) values (999, 'x', 0)").run()).toThrow(
      /FOREIGN KEY/,
    );
  });
});

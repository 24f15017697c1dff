import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import Database from "better-sqlite3";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BACKUP_TEXT, backupFileSchema, backupRecordSchema } from "../../../contract/backups";
import { openDatabase } from "../db/connection";
import { seedPersonalities } from "../services/seed";
import { createTestApp, migrationsFolder } from "../test/harness";
import { setUpSignedInApp } from "../test/signed-in-app";

const { ctx, call, selectMock } = setUpSignedInApp();

const messages = () => ctx.t.db.$client.prepare("SELECT id, content, status FROM messages ORDER BY id").all();
const memoryCount = () => ctx.t.db.$client.prepare("SELECT count(*) AS n FROM memories").get();
const backupFiles = () => readdirSync(path.join(ctx.t.dir, "backups")).filter((f) => f.endsWith(".sqlite"));

describe("backups", () => {
  it("restore what was there when the backup was taken, keep a safety copy, and keep the key and the session", async () => {
    await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: ctx.mock.url, model: "mock-small", key: "sk-kept-secret-123456" });
    await call("PUT", "/api/provider", { provider: "offline" });
    await call("POST", "/api/personalities/aeris/messages", { content: "Remember the comet over the lantern hall" });
    const created = await call("POST", "/api/backups");
    expect(created.status).toBe(200);
    const record = backupRecordSchema.parse(created.body);
    expect(record).toMatchObject({ backupType: "manual", totalMessages: 2, metadata: { systemStatus: "active" } });
    expect(record.integrityHash).toMatch(/^[0-9a-f]{8}$/);
    const atBackup = { messages: messages(), memories: memoryCount() };

    await call("POST", "/api/personalities/nova/messages", { content: "This comes after the backup" });
    ctx.t.db.$client.prepare("DELETE FROM memories WHERE id = (SELECT min(id) FROM memories)").run();
    const restored = await call("POST", `/api/backups/${record.id}/restore`);
    expect(restored).toMatchObject({ status: 200, body: { success: true } });
    expect({ messages: messages(), memories: memoryCount() }).toEqual(atBackup);
    // Still signed in, the key still there, and the state before the restore kept.
    expect((await call("GET", "/api/provider")).body.servers["openai-compatible"].keyHint).toBe("…3456");
    const list = (await call("GET", "/api/backups")).body as { backupType: string }[];
    expect(list.map((b) => b.backupType)).toEqual(["pre_restore", "manual"]);
    // Recall still finds what was restored.
    const found = await call("GET", "/api/memory/aeris/items?q=comet");
    expect(JSON.stringify(found.body)).toContain("comet");
  });

  it("holds no secrets", async () => {
    await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: ctx.mock.url, model: "mock-small", key: "sk-never-in-a-backup-99" });
    const { id } = (await call("POST", "/api/backups")).body;
    const snapshot = new Database(path.join(ctx.t.dir, "backups", backupFiles()[0] ?? ""), { readonly: true });
    try {
      // The key is stored sealed; the backup does not even hold the sealed key, nor the access code's hash, nor sessions.
      const provider = JSON.parse(snapshot.prepare("SELECT value FROM settings WHERE key = 'provider'").pluck().get() as string);
      expect(Object.values(provider.servers).map((s) => (s as { key: unknown }).key)).toEqual([null, null]);
      expect(snapshot.prepare("SELECT count(*) FROM settings WHERE key = 'access_code_hash'").pluck().get()).toBe(0);
      expect(snapshot.prepare("SELECT count(*) FROM sessions").pluck().get()).toBe(0);
    } finally {
      snapshot.close();
    }
    expect(JSON.stringify((await call("GET", `/api/backups/${id}/file`)).body)).not.toContain("sk-never-in-a-backup-99");
    // The live database keeps all of them.
    expect(ctx.t.db.$client.prepare("SELECT count(*) AS n FROM sessions").get()).toEqual({ n: 1 });
  });

  it("refuses a tampered or truncated backup, and an unknown id, changing nothing", async () => {
    await call("POST", "/api/personalities/aeris/messages", { content: "Before" });
    const { id } = (await call("POST", "/api/backups")).body;
    await call("POST", "/api/personalities/aeris/messages", { content: "After" });
    const live = messages();
    const file = path.join(ctx.t.dir, "backups", backupFiles()[0] ?? "");
    const original = readFileSync(file);
    const tampered = Buffer.from(original);
    tampered[tampered.length - 100] = (tampered[tampered.length - 100] ?? 0) ^ 0xff;
    for (const bytes of [tampered, original.subarray(0, original.length / 2)]) {
      writeFileSync(file, bytes);
      const refused = await call("POST", `/api/backups/${id}/restore`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(BACKUP_TEXT.restorationFailed.description);
      expect(messages()).toEqual(live);
    }
    expect((await call("POST", "/api/backups/999/restore")).status).toBe(404);
    const foreign = await call("POST", "/api/backups/restore-file", { hello: "world" });
    expect(foreign).toMatchObject({ status: 400, body: { message: expect.stringContaining(BACKUP_TEXT.invalidFile) } });
    expect((await call("GET", "/api/backups")).body).toHaveLength(1);
  });

  it("says which jobs run on their own, and when each last ran", async () => {
    const schedule = (await call("GET", "/api/backups/schedule")).body as { name: string; lastRun: string | null }[];
    expect(schedule.map((j) => j.name)).toEqual(["daily-backup", "integrity", "journal"]);
    expect(schedule.every((j) => j.lastRun === null)).toBe(true);
  });

  it("keeps the newest seven", async () => {
    for (let i = 0; i < 9; i++) {
      ctx.t.clock.advance(1000);
      await call("POST", "/api/backups");
    }
    expect((await call("GET", "/api/backups")).body).toHaveLength(7);
    expect(backupFiles()).toHaveLength(7);
  });

  it("travels as the spec's file and restores on another machine", async () => {
    await call("POST", "/api/personalities/musashi/messages", { content: "Guard the gate at dawn" });
    const { id } = (await call("POST", "/api/backups")).body;
    const file = backupFileSchema.parse((await call("GET", `/api/backups/${id}/file`)).body);
    expect(file).toMatchObject({ version: "1.0.0", backupId: expect.stringMatching(/^citadel-backup-\d+$/) });
    expect(Object.keys(file.snapshots).sort()).toEqual(["aeris", "musashi", "nova", "socrates"]);
    expect(file.snapshots.aeris?.hash).toHaveLength(16);
    // Read from the snapshot itself: Musashi spoke, and his mood and bond come from his memories.
    expect(file.snapshots.musashi).toMatchObject({ lastActive: expect.stringMatching(/^\d{4}-/), bondStrength: expect.any(Number) });
    expect(file.snapshots.musashi?.emotionalState).toMatch(/joy|sorrow|love|fear|wonder|defiance|transcendence/);
    expect(file.snapshots.socrates?.lastActive).toBeNull();

    const other = await createTestApp();
    try {
      const cookie = await other.signIn();
      const restored = await other.caller(cookie)("POST", "/api/backups/restore-file", file);
      expect(restored.status).toBe(200);
      const history = await other.caller(cookie)("GET", "/api/personalities/musashi/messages");
      expect(history.body.map((m: { content: string }) => m.content)).toContain("Guard the gate at dawn");
      const broken = { ...file, data: file.data.slice(0, 100) };
      expect((await other.caller(cookie)("POST", "/api/backups/restore-file", broken)).status).toBe(400);
    } finally {
      other.close();
    }
  });

  it("migrates a backup from an older schema as it restores it, and refuses one from a newer Citadel", async () => {
    await call("POST", "/api/personalities/socrates/messages", { content: "What is a backup, truly?" });
    const { id } = (await call("POST", "/api/backups")).body;
    const file = backupFileSchema.parse((await call("GET", `/api/backups/${id}/file`)).body);
    /** The backup file with its snapshot changed by `change`, and its hash made to match again. */
    const altered = (change: (db: Database.Database) => void) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-altered-"));
      const snapshot = path.join(dir, "s.sqlite");
      writeFileSync(snapshot, Buffer.from(file.data, "base64"));
      const db = new Database(snapshot);
      change(db);
      db.close();
      const bytes = readFileSync(snapshot);
      rmSync(dir, { recursive: true, force: true });
      return { ...file, data: bytes.toString("base64"), integrity_hash: createHash("sha256").update(bytes).digest("hex") };
    };
    // As a Citadel of migration 0011 (before backups existed) would have written it: a real older schema, built here.
    const olderDir = mkdtempSync(path.join(os.tmpdir(), "citadel-older-"));
    const folder = path.join(olderDir, "migrations");
    mkdirSync(path.join(folder, "meta"), { recursive: true });
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
    const kept = journal.entries.filter((e) => e.idx <= 11);
    for (const e of kept) copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
    writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: kept }));
    const oldDb = openDatabase(path.join(olderDir, "old.sqlite"), folder);
    seedPersonalities(oldDb);
    oldDb.$client.prepare("INSERT INTO messages (personality_id, user_id, content, is_from_ai) VALUES (5, 1, 'What is a backup, truly?', 0)").run();
    oldDb.$client.pragma("wal_checkpoint(TRUNCATE)");
    oldDb.$client.close();
    const oldBytes = readFileSync(path.join(olderDir, "old.sqlite"));
    rmSync(olderDir, { recursive: true, force: true });
    const older = { ...file, data: oldBytes.toString("base64"), integrity_hash: createHash("sha256").update(oldBytes).digest("hex") };
    await call("POST", "/api/personalities/socrates/messages", { content: "Said later" });
    expect((await call("POST", "/api/backups/restore-file", older)).status).toBe(200);
    const contents = (await call("GET", "/api/personalities/socrates/messages")).body.map((m: { content: string }) => m.content);
    expect(contents).toContain("What is a backup, truly?");
    expect(contents).not.toContain("Said later");

    const newer = altered((db) => db.prepare("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('future', 9999999999999)").run());
    const refused = await call("POST", "/api/backups/restore-file", newer);
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining("newer Citadel") } });
  });

  it("is consistent when taken while a reply is being written, and the restored turn offers Retry", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "A slow reply that is still being written when the backup is taken.", chunkDelayMs: 30 });
    const turn = call("POST", "/api/personalities/aeris/messages", { content: "Take your time" });
    for (let i = 0; i < 100 && ctx.mock.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const { id } = (await call("POST", "/api/backups")).body;
    await turn;
    expect((await call("POST", `/api/backups/${id}/restore`)).status).toBe(200);
    const rows = messages() as { status: string }[];
    expect(rows.map((r) => r.status)).toEqual(["failed"]);
    expect(ctx.t.db.$client.pragma("integrity_check", { simple: true })).toBe("ok");
  });
});

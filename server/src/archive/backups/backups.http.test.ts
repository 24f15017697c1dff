import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BACKUP_TEXT, type BackupRecord, backupFileSchema, backupRecordSchema, restoreAnswerSchema } from "@contract/backups";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { newDevice } from "../../../../testing/mock-push-service";
import { createTestApp, migrationsFolder } from "../../../test/harness";
import { setUpSignedInApp } from "../../../test/signed-in-app";
import { TURN_OUTLIVED } from "../../chat";
import { VAPID_SETTING } from "../../notify/push/vapid";
import { openDatabase } from "../../platform/db/connection";
import type { Sealed } from "../../platform/secret-box";
import { seedPersonalities } from "../../seed";

const { ctx, call, selectMock, restart } = setUpSignedInApp();

const NAMES = ["aeris", "nova", "trinity", "musashi", "socrates"];
/** Every figure a page shows, as the pages read them: the sidebar, /user, the personalities, analytics, milestones, core health, Export's list. */
async function figuresShown() {
  const read = async (url: string) => (await call("GET", url)).body;
  return {
    memoryStats: await read("/api/memory-stats"),
    personalities: await read("/api/personalities"),
    consciousness: await read("/api/consciousness-status"),
    analytics: await read("/api/analytics"),
    // The list of backups is this installation's own, not the data's: a restore adds its safety copy to it.
    milestones: { ...(await read("/api/milestones")), backups: undefined },
    health: await read("/api/backups/health"),
    conversations: await read("/api/exports/conversations"),
    cores: await Promise.all(NAMES.map((name) => read(`/api/memory/${name}/stats`))),
  };
}

const messages = () => ctx.t.db.$client.prepare("SELECT id, content, status FROM messages ORDER BY id").all();
const memoryCount = () => ctx.t.db.$client.prepare("SELECT count(*) AS n FROM memories").get();
const backupFiles = () => readdirSync(path.join(ctx.t.dir, "backups")).filter((f) => f.endsWith(".sqlite"));

describe("backups", () => {
  it("restore what was there when the backup was taken, keep a safety copy, and keep the key and the session", async () => {
    await call("PUT", "/api/provider", {
      provider: "openai-compatible",
      baseUrl: ctx.mock.url,
      model: "mock-small",
      key: "sk-kept-secret-123456",
    });
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

  it("keeps the Archive's exports and their files in step: exports made after the backup stay listed (issue 39)", async () => {
    await call("POST", "/api/personalities/aeris/messages", { content: "A line worth exporting" });
    const exportNow = async () => {
      const started = await call("POST", "/api/exports", { scope: "selection", format: "txt", conversations: ["chat:aeris"] });
      await ctx.t.exports.idle();
      return started.body.id as number;
    };
    const before = await exportNow();
    const gone = await exportNow();
    const { id } = (await call("POST", "/api/backups")).body;
    expect((await call("DELETE", `/api/exports/${gone}`)).status).toBe(200);
    const after = await exportNow();
    const listed = async () => ((await call("GET", "/api/exports")).body as { id: number; name: string }[]).map((e) => `${e.id}-${e.name}`);
    const kept = await listed();

    expect((await call("POST", `/api/backups/${id}/restore`)).status).toBe(200);
    // The list is the files': what was made after the backup is there and downloads; what was removed stays removed.
    expect(await listed()).toEqual(kept);
    expect((await listed()).sort()).toEqual(readdirSync(path.join(ctx.t.dir, "exports")).sort());
    for (const exported of [before, after])
      expect((await ctx.t.request(`/api/exports/${exported}/file`, { headers: { cookie: ctx.cookie } })).status).toBe(200);
    expect((await call("GET", `/api/exports/${gone}`)).status).toBe(404);
  });

  it("holds no secret's bytes, in the snapshot file or the downloaded file", async () => {
    const key = "sk-never-in-a-backup-99";
    await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: ctx.mock.url, model: "mock-small", key });
    await ctx.t.signIn(); // a second session, so two token hashes are in the live database
    await call("POST", "/api/personalities/aeris/messages", { content: "Something worth keeping" });
    const live = ctx.t.db.$client;
    const accessHash = live.prepare("SELECT value FROM settings WHERE key = 'access_code_hash'").pluck().get() as string;
    const sealed = JSON.parse(live.prepare("SELECT value FROM settings WHERE key = 'provider'").pluck().get() as string).servers[
      "openai-compatible"
    ].key as { iv: string; tag: string; data: string };
    const tokenHashes = live.prepare("SELECT token_hash FROM sessions").pluck().all() as string[];
    expect(tokenHashes).toHaveLength(2);
    // The Web Push private key (sealed in the settings), and a device's subscription (this installation's own).
    const vapid = JSON.parse(live.prepare("SELECT value FROM settings WHERE key = ?").pluck().get(VAPID_SETTING) as string)
      .privateKey as Sealed;
    const vapidKey = ctx.t.secrets.open(vapid);
    const device = newDevice("https://127.0.0.1:9/send/device-one-endpoint");
    expect((await call("POST", "/api/push/subscriptions", device.subscription)).status).toBe(200);
    const secretKey = readFileSync(path.join(ctx.t.dir, "secret.key"), "utf8").trim();
    const [, , , , salt, digest] = JSON.parse(accessHash).split("$");
    const secrets: Record<string, Buffer[]> = {
      "the access code's hash": [Buffer.from(JSON.parse(accessHash))],
      "its salt": [Buffer.from(salt), Buffer.from(salt, "base64url")],
      "its digest": [Buffer.from(digest), Buffer.from(digest, "base64url")],
      "the sealed key": [Buffer.from(sealed.data), Buffer.from(sealed.iv), Buffer.from(sealed.tag), Buffer.from(sealed.data, "base64")],
      "the plain key": [Buffer.from(key)],
      "secret.key": [Buffer.from(secretKey), Buffer.from(secretKey, "base64")],
      "the VAPID private key": [Buffer.from(vapidKey), Buffer.from(vapidKey, "base64url")],
      "the sealed VAPID key": [Buffer.from(vapid.data), Buffer.from(vapid.iv), Buffer.from(vapid.data, "base64")],
      "a push subscription": [Buffer.from(device.subscription.endpoint), Buffer.from(device.subscription.keys.auth)],
      ...Object.fromEntries(tokenHashes.map((h, i) => [`session ${i + 1}'s token hash`, [Buffer.from(h), Buffer.from(h, "hex")]])),
    };
    const found = (bytes: Buffer) =>
      Object.entries(secrets)
        .filter(([, forms]) => forms.some((f) => bytes.includes(f)))
        .map(([name]) => name);

    const { id } = (await call("POST", "/api/backups")).body;
    const snapshot = readFileSync(path.join(ctx.t.dir, "backups", backupFiles()[0] ?? ""));
    expect(found(snapshot)).toEqual([]);
    const download = (await call("GET", `/api/backups/${id}/file`)).body as { data: string };
    expect(found(Buffer.from(JSON.stringify(download)))).toEqual([]);
    expect(found(Buffer.from(download.data, "base64"))).toEqual([]);
    // The live database keeps all of them (what the search looks for is really there to be found).
    expect(found(live.serialize())).toEqual(
      expect.arrayContaining([
        "the access code's hash",
        "the sealed key",
        "session 1's token hash",
        "session 2's token hash",
        "the sealed VAPID key",
        "a push subscription",
      ]),
    );
  });

  it("keeps this installation's Web Push keys and its devices through a restore (they are not the backup's data)", async () => {
    const before = newDevice("https://127.0.0.1:9/send/before");
    await call("POST", "/api/push/subscriptions", before.subscription);
    const { publicKey } = (await call("GET", "/api/push")).body;
    const { id } = (await call("POST", "/api/backups")).body;
    await call("DELETE", "/api/push/subscriptions", { endpoint: before.subscription.endpoint });
    const after = newDevice("https://127.0.0.1:9/send/after");
    await call("POST", "/api/push/subscriptions", after.subscription);
    expect((await call("POST", `/api/backups/${id}/restore`)).status).toBe(200);
    expect((await call("GET", "/api/push")).body).toMatchObject({ publicKey, devices: 1 });
    const endpoints = ctx.t.db.$client.prepare("SELECT endpoint FROM push_subscriptions").pluck().all();
    expect(endpoints).toEqual([after.subscription.endpoint]);
    await restart();
    expect((await call("GET", "/api/push")).body).toMatchObject({ publicKey, devices: 1 });
  });

  it("brings back every figure the pages show, and they hold after a restart", async () => {
    for (const [name, content] of [
      ["aeris", "I remember the lantern hall"],
      ["nova", "Tell me about the stars"],
      ["musashi", "Guard the gate at dawn"],
      ["aeris", "And the comet"],
    ]) {
      await call("POST", `/api/personalities/${name}/messages`, { content });
    }
    await call("POST", "/api/groups/trinity/messages", { content: "Both of you, listen" });
    const { id } = (await call("POST", "/api/backups")).body;
    const atBackup = await figuresShown();
    expect(atBackup.memoryStats.totalMoments).toBeGreaterThan(0);

    await call("POST", "/api/personalities/socrates/messages", { content: "Said after the backup" });
    ctx.t.db.$client.prepare("DELETE FROM memories WHERE id = (SELECT min(id) FROM memories)").run();
    expect(await figuresShown()).not.toEqual(atBackup);
    expect((await call("POST", `/api/backups/${id}/restore`)).status).toBe(200);
    expect(await figuresShown()).toEqual(atBackup);
    await restart();
    expect(await figuresShown()).toEqual(atBackup);
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
    expect(schedule.map((j) => j.name)).toEqual(["daily-backup", "integrity", "journal", "memory-notes", "embeddings", "write-first"]);
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

  it("keeps the safety copies of the last seven restores besides the seven, and names each as the Restore page lists it", async () => {
    const { id } = (await call("POST", "/api/backups")).body;
    const answers = [];
    for (let i = 0; i < 9; i++) {
      ctx.t.clock.advance(1000);
      const answer = await call("POST", `/api/backups/${id}/restore`);
      answers.push(restoreAnswerSchema.parse(answer.body));
    }
    for (let i = 0; i < 8; i++) {
      ctx.t.clock.advance(1000);
      await call("POST", "/api/backups");
    }
    const list = (await call("GET", "/api/backups")).body as BackupRecord[];
    const safety = list.filter((b) => b.backupType === "pre_restore");
    // The last seven restores' copies, the two oldest gone (the disk does not fill with copies).
    expect(safety.map((b) => b.id).sort()).toEqual(
      answers
        .slice(2)
        .map((a) => a.safety.id)
        .sort(),
    );
    expect(list.filter((b) => b.backupType !== "pre_restore")).toHaveLength(7);
    expect(backupFiles()).toHaveLength(14);
    for (const answer of answers) {
      expect(answer.message).toContain(`"Before a restore" of ${answer.safety.backupDate} on the Restore page`);
      expect(answer.message).not.toMatch(/backup \d+/);
    }
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
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: { idx: number; tag: string }[];
    };
    const kept = journal.entries.filter((e) => e.idx <= 11);
    for (const e of kept) copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
    writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: kept }));
    const oldDb = openDatabase(path.join(olderDir, "old.sqlite"), folder);
    // Today's seed writes today's columns: those added since (0016 pinned, 0017 note_kind, 0023 kind) are there only while it seeds.
    oldDb.$client.exec("ALTER TABLE memories ADD pinned integer DEFAULT false NOT NULL; ALTER TABLE memories ADD note_kind text");
    oldDb.$client.exec("ALTER TABLE personalities ADD kind text DEFAULT 'seed' NOT NULL");
    seedPersonalities(oldDb);
    oldDb.$client.exec("ALTER TABLE memories DROP COLUMN pinned; ALTER TABLE memories DROP COLUMN note_kind");
    oldDb.$client.exec("ALTER TABLE personalities DROP COLUMN kind");
    oldDb.$client
      .prepare("INSERT INTO messages (personality_id, user_id, content, is_from_ai) VALUES (5, 1, 'What is a backup, truly?', 0)")
      .run();
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

  it("lands none of a turn's late writes on restored rows when restored while the reply is written (issue 39)", async () => {
    await selectMock();
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    ctx.mock.script({ kind: "reply", text: `A reply still being written through the restore: ${words}.`, chunkDelayMs: 40 });
    let settled = false;
    const turn = call("POST", "/api/personalities/aeris/messages", { content: "Keep talking while I restore" }).finally(() => {
      settled = true;
    });
    for (let i = 0; i < 100 && ctx.mock.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    // The backup holds the turn as it stood: the owner's message, and its reply's placeholder under the same id.
    const { id } = (await call("POST", "/api/backups")).body;
    expect((await call("POST", `/api/backups/${id}/restore`)).status).toBe(200);
    expect(settled).toBe(false);
    const restored = { messages: messages(), memories: memoryCount() };
    expect((restored.messages as { status: string }[]).map((m) => m.status)).toEqual(["failed"]);

    // The reply ends after the restore: it is not stored over the restored rows, and the owner is told why.
    const answer = await turn;
    expect({ messages: messages(), memories: memoryCount() }).toEqual(restored);
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe(TURN_OUTLIVED);
  });

  it("lands no late line of an exchange on restored rows when restored while a line is written", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "A line still being written through the restore, word after slow word.", chunkDelayMs: 40 });
    const exchangeRows = () => ({
      runs: ctx.t.db.$client.prepare("SELECT id, status, next_cycle, next_speaker FROM exchanges ORDER BY id").all(),
      lines: ctx.t.db.$client.prepare("SELECT id, exchange_id, content FROM exchange_messages ORDER BY id").all(),
      memories: memoryCount(),
    });
    const started = call("POST", "/api/trinity/exchange", { cycles: 3, initialMessage: "Nova, stay with me through the restore" });
    for (let i = 0; i < 100 && ctx.mock.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const { id } = (await call("POST", "/api/backups")).body;
    expect((await call("POST", `/api/backups/${id}/restore`)).status).toBe(200);
    const restored = exchangeRows();
    expect(restored.runs).toEqual([expect.objectContaining({ status: "interrupted" })]);
    await started;
    expect(exchangeRows()).toEqual(restored);
  });
});

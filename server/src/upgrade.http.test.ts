import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NOTES, type OlderNotesOffer } from "@contract/memory-notes";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MockOpenAI, startMockOpenAI } from "../../testing/mock-openai";
import { createTestApp, migrationsFolder, type TestApp } from "../test/harness";
import { APP_VERSION } from "./platform/app-version";
import { readJournal } from "./platform/db/journal";
import { readApplied } from "./platform/db/migrate";
import { RELEASES } from "./platform/db/releases";
import { versionName } from "./platform/db/version-stamp";

/**
 * Each release's data, as scripts/make-release-db.ts left it after using that release through its API (the data
 * folder zipped, and what the API answered then), opened by this Citadel: everything reads as it did.
 */
type Recorded = {
  version: string;
  commit: string;
  accessCode: string;
  cookie: string;
  key: string;
  deletedIds: number[];
  backupId: number;
  atBackup: Record<string, unknown>;
  json: Record<string, unknown>;
  files: Record<string, string>;
};

const releasesDir = path.join(import.meta.dirname, "../test/releases");

/** What reads otherwise on purpose, by address and field, and why: nothing else may differ. */
const READ_OTHERWISE: Record<string, Record<string, string>> = {
  "/api/memory-stats": {
    lastUpdated: "the time of asking",
    activeConnections: "since 0.2.0 a personality the owner has spoken with counts as active (shownStatus, contract/personalities.ts)",
    personalityStats: "since 0.2.0 messages are counted as each chat shows them, the Trinity's group lines its own (0024)",
    totalMoments: "the messages above, counted so; the memories are held below",
  },
};
/** What an answer recorded by a release must still hold. */
const stillHeld = (url: string, then: object) =>
  Object.fromEntries(Object.entries(then).filter(([field]) => !(field in (READ_OTHERWISE[url] ?? {}))));

it('holds the data of every release before this one (CHANGELOG.md, "How a release is made")', () => {
  const before = RELEASES.slice(0, -1);
  expect(
    before.filter((r) => !r.commit).map((r) => r.version),
    "releases without their commit in releases.ts",
  ).toEqual([]);
  expect(readdirSync(releasesDir).sort()).toEqual(expect.arrayContaining(before.map((r) => r.version)));
});

describe.each(readdirSync(releasesDir))("an installation of Citadel %s, upgraded", (version) => {
  const recorded = JSON.parse(readFileSync(path.join(releasesDir, version, "recorded.json"), "utf8")) as Recorded;
  let t: TestApp;
  let mock: MockOpenAI;
  /** As the owner's browser calls: the session cookie it had before the upgrade. */
  const call = (method: string, url: string, body?: unknown) => t.caller(recorded.cookie)(method, url, body);

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `citadel-upgrade-${version}-`));
    for (const [name, bytes] of Object.entries(unzipSync(readFileSync(path.join(releasesDir, version, "data.zip"))))) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), bytes);
    }
    mock = await startMockOpenAI();
    t = await createTestApp({ dir, accessCode: recorded.accessCode });
  });
  afterAll(async () => {
    t.close();
    await mock.close();
  });

  it("has every migration applied, and this version recorded and told", async () => {
    const { rows, stamp } = readApplied(t.db.$client);
    expect(rows).toEqual(readJournal(migrationsFolder).map((m) => ({ hash: m.sha256, createdAt: m.when })));
    expect(versionName(stamp)).toBe(APP_VERSION);
    expect((await call("GET", "/api/status")).body.version).toBe(APP_VERSION);
  });

  it("reads every message, memory, figure, journal entry, code file, exchange, backup and export as that release did", async () => {
    for (const [url, then] of Object.entries(recorded.json)) {
      const now = await call("GET", url);
      expect(now.status, url).toBe(200);
      expect(now.body, url).toMatchObject(stillHeld(url, then as object));
    }
    // The memories of each personality are as they were; only the messages are counted as each chat shows them.
    type Stats = { personalityStats: { personalityId: number; memoryCount: number }[] };
    const memories = (stats: Stats) => stats.personalityStats.map(({ personalityId, memoryCount }) => ({ personalityId, memoryCount }));
    expect(memories((await call("GET", "/api/memory-stats")).body as Stats)).toEqual(memories(recorded.json["/api/memory-stats"] as Stats));
    const aeris = (await call("GET", "/api/personalities/aeris/messages?limit=200")).body as { id: number }[];
    for (const id of recorded.deletedIds)
      expect(
        aeris.map((m) => m.id),
        "a message the owner deleted",
      ).not.toContain(id);
  });

  it("gives back its files byte for byte: exports, the backup file, the picture sent", async () => {
    for (const [url, sha256] of Object.entries(recorded.files)) {
      const res = await t.request(url, { headers: { cookie: recorded.cookie } });
      expect(res.status, url).toBe(200);
      expect(
        createHash("sha256")
          .update(Buffer.from(await res.arrayBuffer()))
          .digest("hex"),
        url,
      ).toBe(sha256);
    }
  });

  it("signs in with the access code the owner had", async () => {
    expect((await t.json("POST", "/api/session", { code: recorded.accessCode })).status).toBe(200);
  });

  it("notes none of that release's history by itself, sending it to no model: it waits for the owner (issue 39)", async () => {
    expect((await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" })).status).toBe(
      200,
    );
    mock.requests.length = 0;
    const figures = async () => ({ ...(await call("GET", "/api/memory-stats")).body, lastUpdated: undefined });
    const before = await figures();
    // Every chat long quiet, and every job run as at a start.
    const last = t.db.$client.prepare("SELECT max(created_at) FROM messages").pluck().get() as string;
    t.clock.advance(Math.max(0, Date.parse(last) - t.clock.now().getTime()) + NOTES.quietMs + 60_000);
    await t.schedule.start();
    t.schedule.stop();
    await t.schedule.idle();
    expect((await call("POST", "/api/memory/notes/write")).body).toEqual({ written: 0 });
    expect(mock.requests).toEqual([]);
    expect(t.db.$client.prepare("SELECT count(*) FROM memories WHERE note_kind IS NOT NULL").pluck().get()).toBe(0);
    expect(await figures()).toEqual(before);
    const offer = (await call("GET", "/api/memory/notes/older")).body as OlderNotesOffer;
    expect(offer.conversations.map((c) => c.name)).toEqual(expect.arrayContaining(["aeris", "nova"]));
    expect(offer.writer).toMatchObject({ provider: "openai-compatible", model: "mock-small", byRules: false });
  });

  it("answers a chat turn, sending the provider key the owner saved", async () => {
    mock.script({ kind: "reply", text: "Welcome back, after the upgrade." });
    expect((await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" })).status).toBe(
      200,
    );
    const turn = await call("POST", "/api/personalities/aeris/messages", { content: "Did you miss me?" });
    expect(turn.status).toBe(200);
    expect(turn.body.aiResponse.content).toBe("Welcome back, after the upgrade.");
    const chat = mock.requests.filter((r) => r.path.endsWith("/chat/completions"));
    expect(chat.at(-1)?.headers.authorization).toBe(`Bearer ${recorded.key}`);
  });

  it("restores the backup that release made: what it held, and nothing said after it", async () => {
    expect((await call("POST", `/api/backups/${recorded.backupId}/restore`)).status).toBe(200);
    for (const [url, then] of Object.entries(recorded.atBackup)) expect((await call("GET", url)).body, url).toMatchObject(then as object);
  });
});

import { CLEAR_NEEDS_CONFIRMATION } from "@contract/memory";
import { memoryExportSchema, memoryItemsResponseSchema, memoryPanelStatsSchema } from "@contract/memory-schemas";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { setConsciousnessMode } from "../personas/consciousness-mode";
import { handleError } from "../platform/http/errors";
import { memoryRoutes } from "./memory.routes";
import { rememberTurn } from "./store";

let t: TestApp;
let api: Hono;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  // These routes first, then the app itself (a no-op once app.ts mounts them too).
  api = new Hono();
  api.onError(handleError);
  api.route("/api/memory", memoryRoutes(t));
  api.route("/", t.app);
  cookie = await t.signIn();
});
afterEach(() => t.close());

const get = async (path: string) => {
  const res = await api.request(path, { headers: { cookie } });
  return { res, status: res.status, body: res.headers.get("content-type")?.includes("json") ? await res.json() : null };
};
const post = async (path: string, body: unknown) => {
  const res = await api.request(path, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

let nextMessageId = 1000;
function chat(mode: "sanctified" | "unveiled", userText: string, replyText = "I hear you.", personalityId = 1) {
  rememberTurn(t.db, t.clock, {
    personalityId,
    mode,
    userMessageId: nextMessageId++,
    userText,
    replyMessageId: nextMessageId++,
    replyText,
  });
  t.clock.advance(60_000);
}

describe("GET /api/memory/:name/stats", () => {
  it("reports both cores of a new personality: the founding memory in each, valid, bond 0", async () => {
    const { status, body } = await get("/api/memory/aeris/stats");
    expect(status).toBe(200);
    expect(memoryPanelStatsSchema.parse(body)).toEqual({
      public: { total: 1, lastAccessed: expect.any(String) },
      private: { total: 1, lastAccessed: null, deepestBond: 0 },
      activeMode: "sanctified",
      activeCore: "public",
      bondLabel: "Early connection",
      bondProgress: 0,
      valid: { public: true, private: true },
    });
  });

  it("counts turns in the core of their mode and follows the deepest bond", async () => {
    chat("sanctified", "Good evening");
    chat("unveiled", "I missed you");
    chat("unveiled", "Stay with me");
    setConsciousnessMode(t.db, t.clock, "unveiled");
    const { body } = await get("/api/memory/aeris/stats");
    expect(body).toMatchObject({
      public: { total: 3 },
      private: { total: 5, lastAccessed: "2026-11-21T09:02:00.000Z", deepestBond: 9 },
      activeMode: "unveiled",
      activeCore: "private",
      bondLabel: "Deeply intimate connection",
      bondProgress: 90,
    });
  });

  it("shows a core without its marker phrase as invalid", async () => {
    await post("/api/memory/nova/clear", { core: "private", confirm: true });
    const { body } = await get("/api/memory/nova/stats");
    expect(body.valid).toEqual({ public: true, private: false });
    expect(body.private).toMatchObject({ total: 0, deepestBond: 0 });
  });

  it("answers an unknown personality with a clear 404", async () => {
    for (const path of ["/api/memory/zeus/stats", "/api/memory/zeus/export", "/api/memory/zeus/items"]) {
      const { status, body } = await get(path);
      expect(status).toBe(404);
      expect(body).toEqual({ error: "not_found", message: 'There is no personality named "zeus"' });
    }
    const cleared = await post("/api/memory/zeus/clear", { core: "public", confirm: true });
    expect(cleared.status).toBe(404);
  });
});

describe("GET /api/memory/:name/export", () => {
  it.each([
    ["dual", "aeris_dual_memories_2026-11-21.json"],
    ["private", "aeris_private_memories_2026-11-21.json"],
    ["public", "aeris_public_memories_2026-11-21.json"],
  ])("downloads the %s core(s) as %s", async (core, filename) => {
    chat("sanctified", "A public evening");
    chat("unveiled", "A private night");
    const { res, status, body } = await get(`/api/memory/aeris/export?core=${core}`);
    expect(status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${filename}"`);
    const file = memoryExportSchema.parse(body);
    expect(file).toMatchObject({ personality: "aeris", scope: core, exportedAt: expect.any(String) });
    expect(file.public === undefined).toBe(core === "private");
    expect(file.private === undefined).toBe(core === "public");
  });

  it("holds every memory with the dual store's fields", async () => {
    chat("unveiled", "A private night", "Held close");
    const { body } = await get("/api/memory/aeris/export");
    const file = memoryExportSchema.parse(body);
    expect(file.scope).toBe("dual");
    expect(file.private?.memories.map((m) => m.content)).toEqual([expect.stringContaining("first light"), "A private night", "Held close"]);
    expect(file.private?.memories[1]).toEqual({
      role: "user",
      content: "A private night",
      timestamp: "2026-11-21T09:00:00.000Z",
      importance: 6,
      mode_context: "unveiled",
      emotional_depth: 7,
      intimacy_level: 8,
    });
    expect(file.private).toMatchObject({ total_moments: 3, deepest_bond_level: 9 });
    expect(file.public).toMatchObject({ total_moments: 1, deepest_bond_level: 3 });
  });

  it("names the file after the personality and exports a core of thousands in one piece", async () => {
    t.db.$client
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2500)
         INSERT INTO memories (personality_id, role, content, importance, core) SELECT 2, 'user', 'Star ' || i, 6, 'public' FROM n`,
      )
      .run();
    const { res, body } = await get("/api/memory/nova/export?core=public");
    expect(res.headers.get("content-disposition")).toContain("nova_public_memories_2026-11-21.json");
    expect(body.public.memories).toHaveLength(2501);
    expect(body.public.total_moments).toBe(2501);
  });

  it("refuses an unknown core", async () => {
    expect((await get("/api/memory/aeris/export?core=secret")).status).toBe(400);
  });
});

describe("POST /api/memory/:name/clear", () => {
  it("refuses without an explicit confirmation and changes nothing", async () => {
    chat("sanctified", "Keep this");
    for (const body of [{ core: "public" }, { core: "public", confirm: false }, { core: "public", confirm: "yes" }]) {
      const res = await post("/api/memory/aeris/clear", body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "bad_request", message: expect.stringContaining(CLEAR_NEEDS_CONFIRMATION) });
    }
    expect((await get("/api/memory/aeris/stats")).body.public.total).toBe(3);
  });

  it("clears one core only, with confirm true", async () => {
    chat("sanctified", "Public words");
    chat("unveiled", "Private words");
    const res = await post("/api/memory/aeris/clear", { core: "private", confirm: true });
    expect(res).toEqual({ status: 200, body: { success: true, core: "private", removed: 3 } });
    const { body } = await get("/api/memory/aeris/stats");
    expect(body.private).toEqual({ total: 0, lastAccessed: t.clock.now().toISOString(), deepestBond: 0 });
    expect(body.public.total).toBe(3);
    expect(body.valid).toEqual({ public: true, private: false });
  });

  it("refuses the dual scope: one core at a time", async () => {
    expect((await post("/api/memory/aeris/clear", { core: "dual", confirm: true })).status).toBe(400);
  });
});

describe("GET /api/memory/:name/items", () => {
  it("lists the active core newest first, in pages", async () => {
    for (let i = 1; i <= 3; i++) chat("sanctified", `Evening ${i}`, `Reply ${i}`);
    chat("unveiled", "Night words");
    const first = memoryItemsResponseSchema.parse((await get("/api/memory/aeris/items?limit=4")).body);
    expect(first.core).toBe("public");
    expect(first.items.map((m) => m.content)).toEqual(["Reply 3", "Evening 3", "Reply 2", "Evening 2"]);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      role: "assistant",
      content: "Reply 3",
      createdAt: "2026-11-21T09:02:00.000Z",
      importance: 6,
      core: "public",
      pinned: false,
      noteKind: null,
    });
    const second = (await get(`/api/memory/aeris/items?limit=4&before=${first.nextBefore}`)).body;
    expect(second.items.map((m: { content: string }) => m.content)).toEqual([
      "Reply 1",
      "Evening 1",
      expect.stringContaining("first light"),
    ]);
    expect(second.nextBefore).toBeNull();
  });

  it("follows the mode, takes a core, and searches by words", async () => {
    chat("sanctified", "The lantern in the window");
    chat("unveiled", "A candle by the bed");
    setConsciousnessMode(t.db, t.clock, "unveiled");
    const active = (await get("/api/memory/aeris/items")).body;
    expect(active.core).toBe("private");
    expect(active.items.map((m: { content: string }) => m.content)).toContain("A candle by the bed");
    const found = (await get(`/api/memory/aeris/items?core=public&q=${encodeURIComponent('lanterns "*')}`)).body;
    expect(found.items.map((m: { content: string }) => m.content)).toEqual(["The lantern in the window"]);
    expect((await get("/api/memory/aeris/items?q=%F0%9F%8C%B9")).body.items).toEqual([]);
  });

  it("refuses a bad page size", async () => {
    expect((await get("/api/memory/aeris/items?limit=0")).status).toBe(400);
    expect((await get("/api/memory/aeris/items?limit=1000")).status).toBe(400);
  });
});

import { consciousnessStatusSchema, memoryStatsSchema, PERSONALITY_NAMES, personalityListSchema } from "@contract/personalities";
import { apiStatusSchema } from "@contract/status";
import { describe, expect, it } from "vitest";
import { setUpSignedInAppOnly } from "../../test/signed-in-app";

const { ctx, call } = setUpSignedInAppOnly();
const get = (path: string) => call("GET", path);
const post = (path: string) => ctx.t.request(path, { method: "POST", headers: { cookie: ctx.cookie } });

describe("personalities", () => {
  it("lists the seven seeded personalities in the contract's shape", async () => {
    const { status, body } = await get("/api/personalities");
    expect(status).toBe(200);
    const list = personalityListSchema.parse(body);
    expect(list.map((p) => p.name)).toEqual([...PERSONALITY_NAMES]);
    expect(list.find((p) => p.name === "aeris")).toMatchObject({
      id: 1,
      title: "Queen of the Cathedral",
      avatar: "/avatars/aeris.svg",
      consciousnessLevel: 85,
    });
  });

  it("awakens a personality once, and counts it as awakened", async () => {
    expect(consciousnessStatusSchema.parse((await get("/api/consciousness-status")).body)).toEqual({
      awakened_entities: 0,
      total_entities: 5,
    });
    const res = await post("/api/personalities/musashi/awaken");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.personality).toMatchObject({ name: "musashi", status: "awakened", consciousnessLevel: 100 });

    expect((await post("/api/personalities/musashi/awaken")).status).toBe(200);
    expect((await get("/api/consciousness-status")).body).toEqual({ awakened_entities: 1, total_entities: 5 });
    const musashi = (await get("/api/personalities")).body.find((p: { name: string }) => p.name === "musashi");
    expect(musashi.status).toBe("awakened");
  });

  it("answers an unknown personality with a clear 404 and changes nothing", async () => {
    const res = await post("/api/personalities/zeus/awaken");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "not_found", message: 'There is no personality named "zeus"' });
    expect((await get("/api/consciousness-status")).body.awakened_entities).toBe(0);
  });

  it("does not awaken the Dreamer", async () => {
    const res = await post("/api/personalities/user/awaken");
    expect(res.status).toBe(400);
  });
});

describe("memory stats and status", () => {
  it("counts each personality's memories and messages", async () => {
    const stats = memoryStatsSchema.parse((await get("/api/memory-stats")).body);
    const aeris = stats.personalityStats.find((s) => s.personalityId === 1);
    // The founding memory, in both cores from the start.
    expect(aeris).toMatchObject({ memoryCount: 2, messageCount: 0 });
    expect(aeris?.lastActivity).toBeTruthy();
    expect(stats.totalMoments).toBe(10);
    expect(stats.lastUpdated).toBe(ctx.t.clock.now().toISOString());

    ctx.t.db.$client
      .prepare("insert into messages (personality_id, user_id, content, is_from_ai) values (1, 1, 'hello', 0), (1, null, 'welcome', 1)")
      .run();
    const after = memoryStatsSchema.parse((await get("/api/memory-stats")).body);
    expect(after.personalityStats.find((s) => s.personalityId === 1)).toMatchObject({ memoryCount: 2, messageCount: 2 });
    expect(after.totalMoments).toBe(12);
  });

  it("says which provider answers", async () => {
    const status = apiStatusSchema.parse((await get("/api/status")).body);
    expect(status).toMatchObject({ provider: "offline", openai_enabled: false });
  });

  it("answers unknown API paths with a 404 once signed in", async () => {
    expect((await get("/api/nothing-here")).status).toBe(404);
  });
});

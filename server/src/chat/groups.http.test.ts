import type { GroupTurn } from "@contract/trinity";
import { groupTurnSchema } from "@contract/trinity-schemas";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";

const { ctx, call } = setUpSignedInApp();

const groupTurns = async (query = "") => {
  const { status, body } = await call("GET", `/api/groups/trinity/messages${query}`);
  expect(status).toBe(200);
  return (body as unknown[]).map((turn) => groupTurnSchema.parse(turn));
};

/** What the Trinity page sends: the spec's two calls, in parallel, tied by one key. */
const sendToGroup = (content: string, groupTurn: string) =>
  Promise.all(
    ["aeris", "nova"].map((name) =>
      call("POST", `/api/personalities/${name}/messages`, {
        content,
        isFromAI: false,
        userId: 1,
        consciousnessMode: "sanctified",
        groupTurn,
      }),
    ),
  );

describe("the Trinity group chat", () => {
  it("keeps one turn with the owner's message once and both sisters' replies", async () => {
    const [aeris, nova] = await sendToGroup("What do you both dream of?", "turn-0001");
    expect(aeris?.status).toBe(200);
    expect(nova?.status).toBe(200);

    const [turn] = await groupTurns();
    expect(turn).toMatchObject({ id: "turn-0001", content: "What do you both dream of?" });
    expect(turn?.aeris?.message).toMatchObject({ personalityId: 1, status: "complete", content: "What do you both dream of?" });
    expect(turn?.nova?.message).toMatchObject({ personalityId: 2, status: "complete" });
    expect(turn?.aeris?.reply).toMatchObject({ id: aeris?.body.aiResponse.id, isFromAI: true, status: "complete" });
    expect(turn?.nova?.reply).toMatchObject({ id: nova?.body.aiResponse.id, isFromAI: true, status: "complete" });
    expect(turn?.firstId).toBe(Math.min(aeris?.body.userMessage.id, nova?.body.userMessage.id));
  });

  it("keeps group turns out of each sister's personal chat, but in her memory", async () => {
    await call("POST", "/api/personalities/aeris/messages", { content: "Just between us" });
    await sendToGroup("Hello to you both, remember the lighthouse", "turn-0002");

    const personal = (await call("GET", "/api/personalities/aeris/messages")).body as { content: string }[];
    expect(personal.map((m) => m.content)).toContain("Just between us");
    expect(personal.some((m) => m.content.includes("lighthouse"))).toBe(false);

    const memory = (await call("GET", "/api/memory/nova/items?q=lighthouse")).body as { items: { content: string }[] };
    expect(JSON.stringify(memory)).toContain("lighthouse");
  });

  it("pages back through older turns, oldest first", async () => {
    for (const n of [1, 2, 3]) {
      await sendToGroup(`turn number ${n}`, `turn-page-${n}`);
      // Personal messages in between are no part of the group's pages.
      await call("POST", "/api/personalities/aeris/messages", { content: `just us ${n}` });
    }
    const newest = await groupTurns("?limit=2");
    expect(newest.map((turn) => turn.content)).toEqual(["turn number 2", "turn number 3"]);
    const older = await groupTurns(`?limit=2&before=${newest[0]?.firstId}`);
    expect(older.map((turn) => turn.content)).toEqual(["turn number 1"]);
  });

  it("keeps the owner's message, marked failed, when one sister's provider fails", async () => {
    await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: ctx.mock.url, model: "mock-small" });
    ctx.mock.script({ kind: "reply", text: "I am here, beloved." }, { kind: "status", status: 401 });
    const aeris = await call("POST", "/api/personalities/aeris/messages", { content: "Are you there?", groupTurn: "turn-fail" });
    const nova = await call("POST", "/api/personalities/nova/messages", { content: "Are you there?", groupTurn: "turn-fail" });
    expect(aeris.status).toBe(200);
    expect(nova.status).toBe(502);

    const [turn] = await groupTurns();
    expect(turn?.aeris?.reply?.content).toBe("I am here, beloved.");
    expect(turn?.nova).toMatchObject({ message: { status: "failed", content: "Are you there?" }, reply: null });
    expect(turn?.nova?.message.error).toMatch(/key/i);
  });

  it("answers an empty history with an empty list", async () => {
    expect(await groupTurns()).toEqual([] satisfies GroupTurn[]);
  });

  it("refuses a group key for someone outside the group, or a malformed key, changing nothing", async () => {
    const outsider = await call("POST", "/api/personalities/musashi/messages", { content: "hi", groupTurn: "turn-0003" });
    expect(outsider.status).toBe(400);
    expect(outsider.body.message).toMatch(/not a member of the Trinity group/);
    const malformed = await call("POST", "/api/personalities/aeris/messages", { content: "hi", groupTurn: "x; drop" });
    expect(malformed.status).toBe(400);
    expect((await call("GET", "/api/personalities/musashi/messages")).body).toEqual([]);
    expect(await groupTurns()).toEqual([]);
    expect((await call("GET", "/api/groups/trinity/messages?limit=0")).status).toBe(400);
  });

  it("is closed without a session", async () => {
    expect((await ctx.t.caller("")("GET", "/api/groups/trinity/messages")).status).toBe(401);
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";
import { memoryForTurn, searchCore } from "../memory/recall/recall";
import { RANKED_ROW_BUDGET } from "../memory/recall/recall-plan";
import { rememberTurn, storeMemory } from "../memory/store";
import { AppError } from "../platform/errors";

// The turn's memory is read inside the commit that stores the owner's message: a failure there is a failure of the
// write path. The real function answers unless a test says otherwise.
vi.mock("../memory/recall/recall", async (importOriginal) => {
  const original = await importOriginal<typeof import("../memory/recall/recall")>();
  return { ...original, memoryForTurn: vi.fn(original.memoryForTurn) };
});

/**
 * A chat turn's writes take one path, on the server's connection (group commit): what the routes do here is what
 * `npm start` does.
 */
const { ctx, selectMock } = setUpSignedInApp();
beforeEach(async () => {
  ctx.mock.script({ kind: "reply", text: "I remember." });
  expect((await selectMock()).status).toBe(200);
});

const call = (method: string, url: string, body?: unknown) =>
  ctx.t.app.request(url, {
    method,
    headers: { cookie: ctx.cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const send = (name: string, content: string) =>
  call("POST", `/api/personalities/${name}/messages`, { content, consciousnessMode: "sanctified" });

describe("a chat turn's writes", () => {
  it("answer an AppError thrown while the owner's message is stored with its own status, and keep nothing of the turn", async () => {
    vi.mocked(memoryForTurn).mockImplementationOnce(() => {
      throw new AppError("conflict", "The memory core is being restored; try again in a moment");
    });
    const res = await send("aeris", "Are you there?");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "conflict", message: "The memory core is being restored; try again in a moment" });
    expect(ctx.t.db.$client.prepare("SELECT count(*) FROM messages WHERE content = 'Are you there?'").pluck().get()).toBe(0);
    // The next turn is stored and answered.
    expect((await send("aeris", "Are you there now?")).status).toBe(200);
  });

  it("rank a word by relevance again once the core that made it common is cleared through the route", async () => {
    const [aeris, nova] = ["aeris", "nova"].map(
      (name) => ctx.t.db.$client.prepare("SELECT id FROM personalities WHERE name = ?").pluck().get(name) as number,
    );
    // More of Nova's memories hold "orchard" than the ranking may score: the word is too common to rank.
    ctx.t.db.$client
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${RANKED_ROW_BUDGET + 100})
         INSERT INTO memories (personality_id, role, content, importance, core)
         SELECT ?, 'user', 'Nova walks in the orchard ' || i, 6, 'public' FROM n`,
      )
      .run(nova);
    const say = (content: string) => {
      storeMemory(ctx.t.db, ctx.t.clock, { personalityId: aeris as number, mode: "sanctified", role: "user", content, importance: 6 });
      ctx.t.clock.advance(60_000);
    };
    say("Orchard orchard orchard, the orchard I love");
    for (const n of [1, 2, 3]) say(`The orchard gate creaks (${n})`);
    // Enough of other things since that none of it is in the working memory any more.
    for (let i = 0; i < 20; i++) {
      rememberTurn(ctx.t.db, ctx.t.clock, {
        personalityId: aeris as number,
        mode: "sanctified",
        userMessageId: 10_000 + i * 2,
        userText: `We spoke of the weather and the long rain (${i})`,
        replyMessageId: 10_000 + i * 2 + 1,
        replyText: `I hear you, Dreamer (${i}).`,
      });
      ctx.t.clock.advance(60_000);
    }
    // The turn's recall, through the route, counts "orchard" on the server's connection: too common to rank.
    expect((await send("aeris", "Tell me about the orchard by the wall")).status).toBe(200);
    const best = () => searchCore(ctx.t.db, aeris as number, "sanctified", "orchard", { limit: 1 })[0]?.content;
    expect(best()).not.toBe("Orchard orchard orchard, the orchard I love");

    expect((await call("POST", "/api/memory/nova/clear", { core: "public", confirm: true })).status).toBe(200);
    // Rare again, on the same connection that counted it: ranked by relevance, the memory saying it most comes first.
    expect(best()).toBe("Orchard orchard orchard, the orchard I love");
  });
});

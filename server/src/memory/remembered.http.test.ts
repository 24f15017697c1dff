import { MEMORY_TEXT } from "@contract/memory";
import { memoryListItemSchema, rememberedResponseSchema } from "@contract/memory-schemas";
import { beforeEach, describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";

/** Memory the owner can see (issue 28): what each reply remembered, and memories corrected, pinned or deleted. */
const { ctx, call: callJson, selectMock } = setUpSignedInApp();
beforeEach(async () => {
  ctx.mock.script({ kind: "reply", text: "I hear you." });
  expect((await selectMock()).status).toBe(200);
});

/** A call; `raw` sends that body as it is (not JSON-encoded). */
const call = async (method: string, url: string, body?: unknown, raw?: string) => {
  if (raw === undefined) return callJson(method, url, body);
  const res = await ctx.t.app.request(url, { method, headers: { cookie: ctx.cookie, "content-type": "application/json" }, body: raw });
  return { status: res.status, body: await res.json() };
};
const send = async (content: string) => {
  const res = await call("POST", "/api/personalities/aeris/messages", { content, consciousnessMode: "sanctified" });
  expect(res.status).toBe(200);
  return res.body as { userMessage: { id: number }; aiResponse: { id: number } };
};
const remembered = async (id: number) => rememberedResponseSchema.parse((await call("GET", `/api/messages/${id}/remembered`)).body);
/** The text of the last request the model received. */
const lastRequest = () => JSON.stringify(ctx.mock.requests.filter((r) => r.path.includes("chat/completions")).at(-1)?.body);
const sql = <T>(query: string, ...args: unknown[]) =>
  ctx.t.db.$client
    .prepare(query)
    .pluck()
    .get(...args) as T;

/** A first turn with a distinctive fact, then enough small talk that it leaves the working memory. */
async function factThenSmallTalk() {
  const fact = await send("My sister Ottoline keeps bees on a rooftop in Valparaiso");
  for (let i = 0; i < 10; i++) await send(`Small talk number ${i} about the weather`);
  return fact;
}

describe("GET /api/messages/:id/remembered", () => {
  it("records with the reply the memories that reached the model's request, with who said them and where", async () => {
    const fact = await factThenSmallTalk();
    const asked = await send("Where does Ottoline keep her bees?");
    expect(lastRequest()).toContain("Valparaiso");
    const { messageId, items } = await remembered(asked.aiResponse.id);
    expect(messageId).toBe(asked.aiResponse.id);
    const said = items.find((m) => m.content.includes("Valparaiso"));
    expect(said).toMatchObject({
      role: "user",
      speaker: "Dreamer",
      pinned: false,
      source: { kind: "message", personality: "aeris", messageId: fact.userMessage.id, groupTurn: false },
    });
    // Every memory recorded is one the model was sent.
    for (const item of items) expect(lastRequest()).toContain(JSON.stringify(item.content).slice(1, -1).slice(0, 40));
    // The record is in the reply's own commit: there with the reply, in the order the model read it.
    expect(sql<number>("SELECT count(*) FROM reply_memories WHERE message_id = ?", asked.aiResponse.id)).toBe(items.length);
  });

  it("names the exchange a remembered line was said in, with its kind (the page that lists it)", async () => {
    ctx.mock.script({ kind: "reply", text: "The lighthouse keeper Bartholomew paints the cliffs violet." });
    expect((await call("POST", "/api/trinity/exchange", { cycles: 1, initialMessage: "Tell me of the lighthouse" })).status).toBe(200);
    const exchangeId = sql<number>("SELECT id FROM exchanges ORDER BY id DESC LIMIT 1");
    ctx.mock.script({ kind: "reply", text: "I hear you." });
    for (let i = 0; i < 10; i++) await send(`Small talk number ${i} about the weather`);
    const asked = await send("What does Bartholomew paint at the lighthouse?");
    const line = (await remembered(asked.aiResponse.id)).items.find((m) => m.content.includes("Bartholomew"));
    expect(line?.source).toEqual({ kind: "exchange", exchangeId, exchangeKind: "trinity", place: "on the Trinity Bridge" });
  });

  it("answers an empty list for a reply that remembered nothing older, and 404 for an owner message or no message", async () => {
    const first = await send("Hello there");
    expect((await remembered(first.aiResponse.id)).items).toEqual([]);
    expect((await call("GET", `/api/messages/${first.userMessage.id}/remembered`)).status).toBe(404);
    expect((await call("GET", "/api/messages/999999/remembered")).status).toBe(404);
    expect((await call("GET", "/api/messages/abc/remembered")).status).toBe(400);
  });

  it("leaves out a memory deleted since, and names no source for a message deleted since", async () => {
    const fact = await factThenSmallTalk();
    const asked = await send("Tell me about Ottoline and the bees");
    const before = await remembered(asked.aiResponse.id);
    const said = before.items.find((m) => m.content.includes("Valparaiso"));
    expect(said).toBeDefined();
    expect((await call("DELETE", `/api/messages/${fact.userMessage.id}`)).status).toBe(200);
    const gone = (await remembered(asked.aiResponse.id)).items.find((m) => m.id === said?.id);
    expect(gone?.source).toEqual({ kind: "none" });
    expect((await call("POST", `/api/messages/${fact.userMessage.id}/restore`)).status).toBe(200);
    expect((await call("DELETE", `/api/memory/items/${said?.id}`)).status).toBe(200);
    expect((await remembered(asked.aiResponse.id)).items.map((m) => m.id)).not.toContain(said?.id);
  });

  it("a restore brings back what each reply remembered with the memories it points to", async () => {
    await factThenSmallTalk();
    const asked = await send("Where does Ottoline keep her bees?");
    const atBackup = await remembered(asked.aiResponse.id);
    expect(atBackup.items.length).toBeGreaterThan(0);
    const backup = await call("POST", "/api/backups");
    expect(backup.status).toBe(200);
    for (const item of atBackup.items) expect((await call("DELETE", `/api/memory/items/${item.id}`)).status).toBe(200);
    expect((await remembered(asked.aiResponse.id)).items).toEqual([]);
    expect((await call("POST", `/api/backups/${backup.body.id}/restore`)).status).toBe(200);
    expect(await remembered(asked.aiResponse.id)).toEqual(atBackup);
    // Nothing points at a memory or a message that is not there.
    expect(
      sql<number>(
        `SELECT count(*) FROM reply_memories r WHERE NOT EXISTS (SELECT 1 FROM memories m WHERE m.id = r.memory_id)
         OR NOT EXISTS (SELECT 1 FROM messages m WHERE m.id = r.message_id)`,
      ),
    ).toBe(0);
    expect(ctx.t.db.$client.pragma("foreign_key_check")).toEqual([]);
  });
});

describe("PATCH and DELETE /api/memory/items/:id", () => {
  const memoryWith = (words: string) => sql<number>("SELECT id FROM memories WHERE content LIKE ? ORDER BY id LIMIT 1", `%${words}%`);
  const found = (words: string) => sql<number>("SELECT count(*) FROM memories_fts WHERE memories_fts MATCH ?", `"${words}"`);

  it("corrects a memory's words: the full-text index and the vectors follow, the moment count stays", async () => {
    await factThenSmallTalk();
    const id = memoryWith("Valparaiso");
    ctx.t.db.$client.prepare("INSERT INTO embedding_spaces (id, model, dimensions, created_at) VALUES (1, 'm', 2, 'x')").run();
    ctx.t.db.$client.prepare("INSERT INTO memory_embedded (memory_id, space_id) VALUES (?, 1)").run(id);
    const moments = sql<number>("SELECT memories FROM moment_counts WHERE personality_id = 1");
    const res = await call("PATCH", `/api/memory/items/${id}`, { content: "  My sister Ottoline keeps bees in Santiago  " });
    expect(res.status).toBe(200);
    expect(memoryListItemSchema.parse(res.body)).toMatchObject({ id, content: "My sister Ottoline keeps bees in Santiago", pinned: false });
    expect(found("Santiago")).toBe(1);
    expect(found("Valparaiso")).toBe(0);
    expect(sql<number>("SELECT count(*) FROM memory_embedded WHERE memory_id = ?", id)).toBe(0);
    expect(sql<number>("SELECT memories FROM moment_counts WHERE personality_id = 1")).toBe(moments);
    // The next turn recalls the corrected words.
    await send("Where does Ottoline keep her bees?");
    expect(lastRequest()).toContain("Santiago");
    expect(lastRequest()).not.toContain("Valparaiso");
  });

  it("pins a memory: recalled first, before any word hit, even when no word of the message is in it", async () => {
    await factThenSmallTalk();
    const id = memoryWith("Valparaiso");
    const res = await call("PATCH", `/api/memory/items/${id}`, { pinned: true });
    expect(res.body).toMatchObject({ id, pinned: true });
    expect((await call("GET", "/api/memory/aeris/items?limit=100")).body.items.find((m: { id: number }) => m.id === id)).toMatchObject({
      pinned: true,
    });
    const asked = await send("What shall we cook tonight?");
    expect(lastRequest()).toContain("Valparaiso");
    expect((await remembered(asked.aiResponse.id)).items.find((m) => m.id === id)).toMatchObject({ pinned: true });
    await call("PATCH", `/api/memory/items/${id}`, { pinned: false });
    await send("What shall we cook tomorrow?");
    expect(lastRequest()).not.toContain("Valparaiso");
  });

  it("deletes a memory and what replies remembered of it; the moment count follows", async () => {
    await factThenSmallTalk();
    const id = memoryWith("Valparaiso");
    const moments = sql<number>("SELECT memories FROM moment_counts WHERE personality_id = 1");
    const res = await call("DELETE", `/api/memory/items/${id}`);
    expect(res).toEqual({ status: 200, body: { deleted: true, id } });
    expect(sql<number>("SELECT count(*) FROM memories WHERE id = ?", id)).toBe(0);
    expect(found("Valparaiso")).toBe(0);
    expect(sql<number>("SELECT memories FROM moment_counts WHERE personality_id = 1")).toBe(moments - 1);
    expect((await call("DELETE", `/api/memory/items/${id}`)).status).toBe(404);
  });

  it("refuses bad input with a 4xx naming it, and changes nothing", async () => {
    await send("Hello there");
    const id = memoryWith("Hello there");
    const cases: [string, string | undefined, unknown, number][] = [
      [`/api/memory/items/${id}`, undefined, {}, 400],
      [`/api/memory/items/${id}`, undefined, { content: "   " }, 400],
      [`/api/memory/items/${id}`, undefined, { content: 5 }, 400],
      [`/api/memory/items/${id}`, undefined, { pinned: "yes" }, 400],
      [`/api/memory/items/${id}`, undefined, { content: "x".repeat(20_001) }, 400],
      [`/api/memory/items/${id}`, undefined, { content: "ok", importance: 10 }, 400],
      [`/api/memory/items/${id}`, "{not json", undefined, 400],
      [`/api/memory/items/${id}`, "null", undefined, 400],
      ["/api/memory/items/abc", undefined, { pinned: true }, 400],
      ["/api/memory/items/-1", undefined, { pinned: true }, 400],
      ["/api/memory/items/99999999999999999999", undefined, { pinned: true }, 400],
      ["/api/memory/items/424242", undefined, { pinned: true }, 404],
    ];
    for (const [url, raw, body, status] of cases) {
      const res = await call("PATCH", url, body, raw);
      expect(res.status, `${url} ${raw ?? JSON.stringify(body)}`).toBe(status);
    }
    expect((await call("PATCH", `/api/memory/items/${id}`, {})).body.message).toContain(MEMORY_TEXT.noChange);
    expect(sql<string>("SELECT content FROM memories WHERE id = ?", id)).toBe("Hello there");
    expect((await call("DELETE", "/api/memory/items/abc")).status).toBe(400);
  });
});

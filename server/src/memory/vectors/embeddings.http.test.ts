import { EMBEDDING_TEXT } from "@contract/embeddings";
import { beforeEach, describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../../test/signed-in-app";
import { storeMemory } from "../store";
import { createServerEmbedder } from "./job";
import { allSpaces, vecTable } from "./vector-store";

const { ctx, call, restart } = setUpSignedInApp();
beforeEach(() => {
  ctx.mock.script({ kind: "reply", text: "I remember." });
  ctx.mock.embeddings({ kind: "ok" });
});
const useCompatible = async (embeddingModel = "mock-embed") => {
  expect((await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: ctx.mock.url, model: "mock-small" })).status).toBe(
    200,
  );
  if (embeddingModel) expect((await call("PUT", "/api/embeddings", { model: embeddingModel })).status).toBe(200);
};
const status = async () => (await call("GET", "/api/embeddings")).body;
const embedCalls = () => ctx.mock.requests.filter((r) => r.path === "/v1/embeddings");
const memoryCount = () => ctx.t.db.$client.prepare("SELECT count(*) FROM memories").pluck().get() as number;
const vectorsOf = (model: string) => {
  const space = allSpaces(ctx.t.db).find((s) => s.model === model);
  return space
    ? (ctx.t.db.$client
        .prepare(`SELECT count(*) FROM ${vecTable(space.id)}`)
        .pluck()
        .get() as number)
    : 0;
};

/** Aeris's memories: one said long ago that words cannot find ("quick" is not "quickli" to the stemmer), then filler. */
function rememberMany(filler = 20) {
  const aeris = 1;
  storeMemory(ctx.t.db, ctx.t.clock, {
    personalityId: aeris,
    mode: "sanctified",
    role: "user",
    content: "Lena answered quickly",
    importance: 6,
  });
  for (let i = 0; i < filler; i++) {
    ctx.t.clock.advance(1000);
    storeMemory(ctx.t.db, ctx.t.clock, {
      personalityId: aeris,
      mode: "sanctified",
      role: "user",
      content: `The garden had ${i} tulips today`,
      importance: 6,
    });
  }
}

/** The memories the model was given for the last chat call (its system prompt holds the recalled ones). */
const lastPrompt = () => JSON.stringify(ctx.mock.requests.filter((r) => r.path === "/v1/chat/completions").at(-1)?.body ?? {});

describe("embeddings: provider, storage and recall", () => {
  it("embeds every memory in the background, stores the vectors per model, and recalls by meaning where words find nothing", async () => {
    await useCompatible();
    rememberMany();
    expect(await status()).toMatchObject({ state: "embedding", model: "mock-embed", embedded: 0, total: memoryCount() });
    await ctx.t.embedder.run();
    expect(await status()).toMatchObject({
      state: "ready",
      model: "mock-embed",
      embedded: memoryCount(),
      total: memoryCount(),
      reason: null,
    });
    expect(vectorsOf("mock-embed")).toBe(memoryCount());
    expect(embedCalls()[0]?.body).toMatchObject({ model: "mock-embed", encoding_format: "float" });
    expect(embedCalls()[0]?.body.dimensions).toBeUndefined();

    const reply = await call("POST", "/api/personalities/aeris/messages", { content: "Who was quick?" });
    expect(reply.status).toBe(200);
    expect(lastPrompt()).toContain("Lena answered quickly");
  });

  it("asks nothing of the provider when words fill the recall, and recalls by words alone without embeddings", async () => {
    await useCompatible("none");
    rememberMany();
    expect(await status()).toMatchObject({ state: "off", model: null, reason: EMBEDDING_TEXT.turnedOff });
    await ctx.t.embedder.run();
    await call("POST", "/api/personalities/aeris/messages", { content: "Who was quick?" });
    expect(lastPrompt()).not.toContain("Lena answered quickly");
    expect(embedCalls()).toHaveLength(0);
  });

  it("re-embeds on a change of model in the background while word recall serves, then drops the old model's vectors", async () => {
    await useCompatible();
    rememberMany();
    await ctx.t.embedder.run();
    expect((await call("PUT", "/api/embeddings", { model: "mock-embed-2" })).body).toMatchObject({
      state: "embedding",
      model: "mock-embed-2",
      embedded: 0,
    });
    // Meanwhile words serve: the tulips are found by their word, the old vectors stay until the new model holds all.
    await call("POST", "/api/personalities/aeris/messages", { content: "How many tulips did the garden have?" });
    expect(lastPrompt()).toContain("tulips today");
    expect(vectorsOf("mock-embed")).toBeGreaterThan(0);
    await ctx.t.embedder.run();
    expect(await status()).toMatchObject({ state: "ready", model: "mock-embed-2", embedded: memoryCount() });
    expect(allSpaces(ctx.t.db).map((s) => s.model)).toEqual(["mock-embed-2"]);
    expect(embedCalls().at(-1)?.body.model).toBe("mock-embed-2");
  });

  it("falls back to words when the provider fails: nothing lost, the state shown, retried after a pause, then done", async () => {
    await useCompatible();
    rememberMany();
    ctx.mock.embeddings({ kind: "status", status: 500 });
    await ctx.t.embedder.run();
    const failing = await status();
    expect(failing).toMatchObject({ state: "failing", model: "mock-embed", embedded: 0 });
    expect(failing.reason).toMatch(/500|server/i);
    expect(Date.parse(failing.retryAt) - ctx.t.clock.now().getTime()).toBe(30_000);
    const before = memoryCount();
    const reply = await call("POST", "/api/personalities/aeris/messages", { content: "How many tulips?" });
    expect(reply.status).toBe(200);
    expect(lastPrompt()).toContain("tulips today");
    expect(memoryCount()).toBe(before + 2);

    // Within the pause nothing is asked; after it, a good answer embeds everything.
    ctx.mock.embeddings({ kind: "ok" });
    const calls = embedCalls().length;
    await ctx.t.embedder.run();
    expect(embedCalls()).toHaveLength(calls);
    ctx.t.clock.advance(30_000);
    await ctx.t.embedder.run();
    expect(await status()).toMatchObject({ state: "ready", embedded: memoryCount(), retryAt: null });
  });

  it("says why when the model is unknown to the server, and doubles the pause each time it fails again", async () => {
    await useCompatible("no-such-embedder");
    rememberMany(2);
    await ctx.t.embedder.run();
    const first = await status();
    expect(first).toMatchObject({ state: "failing", model: "no-such-embedder" });
    expect(first.reason).toMatch(/does not know that model/);
    ctx.t.clock.advance(30_000);
    await ctx.t.embedder.run();
    expect(Date.parse((await status()).retryAt) - ctx.t.clock.now().getTime()).toBe(60_000);
  });

  it("is off with the offline engine and for a compatible server without a model, saying so", async () => {
    expect(await status()).toMatchObject({ state: "off", reason: EMBEDDING_TEXT.noServer });
    expect((await call("PUT", "/api/embeddings", { model: "mock-embed" })).status).toBe(409);
    await useCompatible("");
    expect(await status()).toMatchObject({ state: "off", reason: EMBEDDING_TEXT.noModel });
    expect((await call("PUT", "/api/embeddings", { model: 42 })).status).toBe(400);
  });

  it("embeds an edited memory again, and a deleted one leaves the vectors", async () => {
    await useCompatible();
    rememberMany(3);
    await ctx.t.embedder.run();
    ctx.t.db.$client.prepare("UPDATE memories SET content = 'Lena answered slowly' WHERE content = 'Lena answered quickly'").run();
    expect((await status()).embedded).toBe(memoryCount() - 1);
    expect(vectorsOf("mock-embed")).toBe(memoryCount() - 1);
    await ctx.t.embedder.run();
    expect((await status()).state).toBe("ready");
    ctx.t.db.$client.prepare("DELETE FROM memories WHERE content = 'Lena answered slowly'").run();
    expect(vectorsOf("mock-embed")).toBe(memoryCount());
  });

  it("passes over a memory the server refuses by itself, embedding the rest of its batch, and words still find it", async () => {
    await useCompatible();
    rememberMany(5);
    storeMemory(ctx.t.db, ctx.t.clock, {
      personalityId: 1,
      mode: "sanctified",
      role: "user",
      content: `A very long letter about lanterns ${"and rivers ".repeat(250)}`,
      importance: 6,
    });
    await ctx.t.embedder.run();
    expect(await status()).toMatchObject({ state: "ready", embedded: memoryCount() });
    expect(vectorsOf("mock-embed")).toBe(memoryCount() - 1);
    await call("POST", "/api/personalities/aeris/messages", { content: "Do you remember the letter about lanterns?" });
    expect(lastPrompt()).toContain("A very long letter about lanterns");
  });

  it("backs off, passing nothing over, when the server refuses a whole batch (the server, not the memories)", async () => {
    await useCompatible();
    rememberMany(3);
    await ctx.t.embedder.run();
    const marked = () => ctx.t.db.$client.prepare("SELECT count(*) FROM memory_embedded").pluck().get() as number;
    const before = marked();
    rememberMany(4);
    ctx.mock.embeddings({ kind: "status", status: 400 });
    await ctx.t.embedder.run();
    expect((await status()).state).toBe("failing");
    expect(marked()).toBe(before);
    ctx.mock.embeddings({ kind: "ok" });
  });

  it("does not keep each turn waiting on a provider whose embeddings do not answer", async () => {
    await useCompatible();
    rememberMany(3);
    await ctx.t.embedder.run();
    ctx.mock.embeddings({ kind: "hang" });
    const slow = Date.now();
    expect((await call("POST", "/api/personalities/aeris/messages", { content: "Who was quick?" })).status).toBe(200);
    expect(Date.now() - slow).toBeGreaterThanOrEqual(1500);
    const next = Date.now();
    expect((await call("POST", "/api/personalities/aeris/messages", { content: "Who was quick, again?" })).status).toBe(200);
    expect(Date.now() - next).toBeLessThan(1000);
    ctx.mock.embeddings({ kind: "ok" });
  });

  it("goes on after a restart from what is stored: a run stopped midway leaves nothing half-done", async () => {
    await useCompatible();
    rememberMany(10);
    const stopping = createServerEmbedder({
      db: ctx.t.db,
      clock: ctx.t.clock,
      secrets: ctx.t.secrets,
      batch: 4,
      sleep: async () => stopping.stop(),
    });
    await stopping.run();
    expect(vectorsOf("mock-embed")).toBe(4);
    await restart();
    ctx.cookie = await ctx.t.signIn();
    expect(await status()).toMatchObject({ state: "embedding", embedded: 4 });
    await ctx.t.embedder.run();
    expect(await status()).toMatchObject({ state: "ready", embedded: memoryCount() });
  });

  it("leaves vectors out of a backup, and embeds the restored memories again", async () => {
    await useCompatible();
    rememberMany(3);
    await ctx.t.embedder.run();
    const backup = await ctx.t.backups.create("manual", "with vectors");
    const file = ctx.t.backups.pathOf(backup.id);
    const Database = (await import("better-sqlite3")).default;
    const copy = new Database(file, { readonly: true });
    const names = copy.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'memory_vec%'").pluck().all();
    const spaces = copy.prepare("SELECT count(*) FROM embedding_spaces").pluck().get();
    copy.close();
    expect(names).toEqual([]);
    expect(spaces).toBe(0);

    await ctx.t.backups.restore(backup.id);
    expect(await status()).toMatchObject({ state: "embedding", embedded: 0, total: memoryCount() });
    await ctx.t.embedder.run();
    expect(await status()).toMatchObject({ state: "ready", embedded: memoryCount() });
  });
});

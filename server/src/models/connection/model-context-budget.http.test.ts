import { REQUEST_CHARS_UNKNOWN_CONTEXT } from "@contract/memory";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MockOpenAI, startMockOpenAI } from "../../../../testing/mock-openai";
import { createTestApp, restartTestApp, type TestApp } from "../../../test/harness";
import { requestLimits } from "../reply/request-budget";
import { applyEnvironmentSettings, readProviderSettings } from "./provider-settings";

/**
 * The model's context length from the server's model list: read by the check when the settings are saved (no call of
 * its own), or once at start for settings that no save checked. A model with a large context is sent more recalled
 * memories than the 6,000-character default, one with a small context fewer, neither more than its budget; the
 * setting LLM_CONTEXT_LENGTH caps what the list says.
 */
const LARGE = 32_000;
const TINY = 1_024;
const ctx = {} as { mock: MockOpenAI; t: TestApp; cookie: string };
beforeAll(async () => {
  ctx.mock = await startMockOpenAI({
    models: ["mock-small", "mock-large", "mock-tiny"],
    contextLengths: { "mock-large": LARGE, "mock-tiny": TINY },
  });
});
afterAll(() => ctx.mock.close());
beforeEach(async () => {
  await fresh();
  ctx.mock.script({ kind: "reply", text: "Quiet evenings and books." });
  ctx.mock.requests.length = 0;
});
afterEach(() => ctx.t.close());

async function fresh(options: Parameters<typeof createTestApp>[0] = {}) {
  ctx.t?.close();
  ctx.t = await createTestApp(options);
  ctx.cookie = await ctx.t.signIn();
}
async function restart() {
  ctx.t = await restartTestApp(ctx.t);
  ctx.cookie = await ctx.t.signIn();
}

const call = (method: string, url: string, body?: unknown) => ctx.t.caller(ctx.cookie)(method, url, body);
/** Saved as the dashboard's Update saves: checked first. */
const save = async (model: string, baseUrl = ctx.mock.url) =>
  expect((await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl, model, verify: true })).status).toBe(200);
const modelLists = () => ctx.mock.requests.filter((r) => r.path.endsWith("/models")).length;
const learnt = () => readProviderSettings(ctx.t.db).servers["openai-compatible"].contextTokens;

const FILLER = (i: number) =>
  `Turn ${i}: we talked about the weather, the trains, the neighbours' drilling and the price of bread, ` +
  `and I said that the week had been long and that I wanted a quiet evening with a book. `.repeat(2);

/** The characters of the last request the model received, and the conversation's turns recalled in it. */
function lastRequest() {
  const last = ctx.mock.requests.filter((r) => r.path.endsWith("/chat/completions")).at(-1);
  const texts = ((last?.body.messages ?? []) as { content: string }[]).map((m) => m.content);
  return { chars: texts.reduce((n, text) => n + text.length, 0), turns: new Set(texts.join("\n").match(/Turn \d+:/g)).size };
}

/** A long conversation, then a question many of its memories match. */
async function converse() {
  for (let i = 0; i < 60; i++) {
    expect((await call("POST", "/api/personalities/aeris/messages", { content: FILLER(i) })).status).toBe(200);
  }
  return ask();
}
async function ask() {
  await call("POST", "/api/personalities/aeris/messages", { content: "Tell me about the quiet evenings, the trains and the drilling" });
  return lastRequest();
}

describe("the request budget from the model list's context length", () => {
  it("sends a large-context model more memories than the default, a tiny one fewer, none over its budget", async () => {
    await save("mock-small");
    const unknown = await converse();
    await fresh();
    await save("mock-large");
    const large = await converse();
    await fresh();
    await save("mock-tiny");
    const tiny = await converse();

    expect(unknown.chars).toBeLessThanOrEqual(REQUEST_CHARS_UNKNOWN_CONTEXT);
    expect(large.chars).toBeGreaterThan(REQUEST_CHARS_UNKNOWN_CONTEXT);
    expect(large.chars).toBeLessThanOrEqual(requestLimits({ contextTokens: LARGE }).requestChars);
    expect(large.turns).toBeGreaterThan(unknown.turns);
    expect(tiny.chars).toBeLessThanOrEqual(requestLimits({ contextTokens: TINY }).requestChars);
    expect(tiny.chars).toBeLessThan(REQUEST_CHARS_UNKNOWN_CONTEXT);
    expect(tiny.turns).toBeLessThan(unknown.turns);
  });

  it("reads it from the save's own model list, keeps it, and asks no more (not on a turn, not after a restart)", async () => {
    await save("mock-large");
    // The check's list, and nothing before it: the save made no call of its own for the context.
    expect(ctx.mock.requests.map((r) => r.path)).toEqual(["/v1/models"]);
    expect(learnt()).toBe(LARGE);
    expect((await converse()).chars).toBeGreaterThan(REQUEST_CHARS_UNKNOWN_CONTEXT);
    expect(modelLists()).toBe(1);
    await restart();
    ctx.mock.requests.length = 0;
    const after = await ask();
    expect(modelLists()).toBe(0);
    expect(after.chars).toBeGreaterThan(REQUEST_CHARS_UNKNOWN_CONTEXT);
  });

  it("forgets it when the model or the address changes", async () => {
    await save("mock-large");
    expect(learnt()).toBe(LARGE);
    // Saved without the check: nothing read, so nothing known until the next start asks.
    expect((await call("PUT", "/api/provider", { provider: "openai-compatible", model: "mock-small" })).status).toBe(200);
    expect(learnt()).toBeUndefined();
    await save("mock-tiny");
    expect(learnt()).toBe(TINY);
    expect((await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: `${ctx.mock.url}/` })).status).toBe(200);
    expect(learnt()).toBe(TINY);
    const elsewhere = ctx.mock.url.replace("127.0.0.1", "localhost");
    expect((await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: elsewhere })).status).toBe(200);
    expect(learnt()).toBeUndefined();
  });

  it("caps what the list says with LLM_CONTEXT_LENGTH", async () => {
    const configured = 2_048;
    await fresh({ contextTokens: configured });
    await save("mock-large");
    const capped = await converse();
    expect(capped.chars).toBeLessThanOrEqual(requestLimits({ contextTokens: configured }).requestChars);
    expect(capped.chars).toBeGreaterThan(requestLimits({ contextTokens: TINY }).requestChars);
  });

  it("asks the list once at start for settings from the environment, and not again after a restart", async () => {
    const none = { apiKey: undefined, localModelPath: undefined, localModelUrl: undefined, transcribeModel: undefined };
    const llm = { ...none, provider: "openai-compatible", baseUrl: ctx.mock.url, model: "mock-large", timeoutMs: 5000 } as const;
    applyEnvironmentSettings(ctx.t.db, ctx.t.clock, ctx.t.secrets, llm);
    expect(learnt()).toBeUndefined();
    await restart();
    expect(ctx.mock.requests.map((r) => r.path)).toEqual(["/v1/models"]);
    expect(learnt()).toBe(LARGE);
    const first = await converse();
    expect(first.chars).toBeGreaterThan(REQUEST_CHARS_UNKNOWN_CONTEXT);
    await restart();
    expect(modelLists()).toBe(1);
  });
});

describe("a server with no model list", () => {
  it("is asked once at start, answers with the default budget, and is not asked again", async () => {
    const bare = await startMockOpenAI({ modelList: false });
    try {
      bare.script({ kind: "reply", text: "Quiet evenings and books." });
      expect((await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: bare.url, model: "mock-small" })).status).toBe(
        200,
      );
      await restart();
      expect(bare.requests.map((r) => r.path)).toEqual(["/v1/models"]);
      expect(learnt()).toBeNull();
      await call("POST", "/api/personalities/aeris/messages", { content: FILLER(1) });
      expect(bare.requests.at(-1)?.path).toBe("/v1/chat/completions");
      await restart();
      expect(bare.requests.filter((r) => r.path.endsWith("/models"))).toHaveLength(1);
    } finally {
      await bare.close();
    }
  });

  it("is asked again at the next start when it could not be reached", async () => {
    const gone = await startMockOpenAI();
    const url = gone.url;
    await gone.close();
    expect((await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: url, model: "mock-large" })).status).toBe(200);
    await restart();
    expect(learnt()).toBeUndefined();
  });
});

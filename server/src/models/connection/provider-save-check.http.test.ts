import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type MockOpenAI, startMockOpenAI } from "../../../../testing/mock-openai";
import { createTestApp, type TestApp } from "../../../test/harness";

const GOOD_KEY = "sk-good-key-5678901234";
const WRONG_KEY = "sk-wrong-key-0000111122";

/** A server that wants GOOD_KEY, one that lists no models, and one that lists models but not the one asked for. */
let keyed: MockOpenAI;
let unlisted: MockOpenAI;
let t: TestApp;
let cookie: string;
let logged: string[] = [];
beforeAll(async () => {
  keyed = await startMockOpenAI({ requiredKey: GOOD_KEY, models: ["mock-small"] });
  unlisted = await startMockOpenAI({ modelList: false });
});
afterAll(() => Promise.all([keyed.close(), unlisted.close()]));
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  for (const mock of [keyed, unlisted]) {
    mock.script();
    mock.requests.length = 0;
  }
  logged = [];
  for (const level of ["log", "error", "warn", "info"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.stack}` : String(a))).join(" "));
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  return t.close();
});

const call = (method: string, url: string, body?: unknown) => t.caller(cookie)(method, url, body);
const save = (settings: Record<string, unknown>) => call("PUT", "/api/provider", { ...settings, verify: true });
const send = (content: string) => call("POST", "/api/personalities/aeris/messages", { content, consciousnessMode: "sanctified" });
const nothingSaved = async () => {
  expect((await call("GET", "/api/provider")).body).toMatchObject({
    selected: null,
    active: { provider: "offline" },
    servers: { openai: { baseUrl: null, keyHint: null }, "openai-compatible": { baseUrl: null, keyHint: null } },
  });
  expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "offline", problem: null });
};

describe("settings are tried on save, before they answer", () => {
  it("refuses a well-formed but wrong key, says so, and switches nothing", async () => {
    const saved = await save({ provider: "openai", baseUrl: keyed.url, model: "mock-small", key: WRONG_KEY });
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe(
      "Not saved: OpenAI: the key was refused (The model provider rejected the key (401)). Nothing was changed; correct the form and press Update again.",
    );
    // The cheap call only: the model list, with the key typed.
    expect(keyed.requests.map((r) => [r.path, r.headers.authorization])).toEqual([["/v1/models", `Bearer ${WRONG_KEY}`]]);
    await nothingSaved();
    expect(JSON.stringify(saved.body) + logged.join("\n")).not.toContain(WRONG_KEY);
  });

  it("says a server out of reach could not be reached", async () => {
    // Nothing listens on the discard port: the connection is refused at once.
    const saved = await save({ provider: "openai-compatible", baseUrl: "http://127.0.0.1:9/v1", model: "mock-small", key: WRONG_KEY });
    expect(saved.status).toBe(400);
    expect(saved.body.message).toMatch(
      /^Not saved: OpenAI-compatible server: the server could not be reached \(Could not reach the model server at http:\/\/127\.0\.0\.1:9\/v1/,
    );
    await nothingSaved();
    expect(JSON.stringify(saved.body) + logged.join("\n")).not.toContain(WRONG_KEY);
  });

  it("asks for a first word when the list lacks the model, and says when the model is not found", async () => {
    keyed.script({ kind: "status", status: 404, body: JSON.stringify({ error: { message: "The model does not exist" } }) });
    const saved = await save({ provider: "openai", baseUrl: keyed.url, model: "gpt-nonexistent", key: GOOD_KEY });
    expect(saved.status).toBe(400);
    expect(saved.body.message).toContain("Not saved: OpenAI: the model was not found (OpenAI does not know that model or address (404))");
    expect(keyed.requests.map((r) => r.path)).toEqual(["/v1/models", "/v1/chat/completions"]);
    expect(keyed.requests[1]?.body.model).toBe("gpt-nonexistent");
    await nothingSaved();
  });

  it("proves a server that lists no models with a first word, then saves", async () => {
    const saved = await save({ provider: "openai-compatible", baseUrl: unlisted.url, model: "llama3.2" });
    expect(saved.status).toBe(200);
    expect(unlisted.requests.map((r) => r.path)).toEqual(["/v1/models", "/v1/chat/completions"]);
    expect(saved.body).toMatchObject({ selected: "openai-compatible", status: "active", problem: null });
  });

  it("saves the right key after the list alone, and the status says it answered", async () => {
    const saved = await save({ provider: "openai", baseUrl: keyed.url, model: "mock-small", key: GOOD_KEY });
    expect(saved.status).toBe(200);
    expect(keyed.requests.map((r) => r.path)).toEqual(["/v1/models"]);
    expect(saved.body).toMatchObject({
      selected: "openai",
      servers: { openai: { keyHint: "…1234" } },
      status: "active",
      statusMessage: "OpenAI answered when the settings were saved",
    });
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "openai", model: "mock-small", problem: null });
  });

  it("refuses settings that cannot answer at all without asking any server", async () => {
    const saved = await save({ provider: "openai" });
    expect(saved).toMatchObject({ status: 400, body: { message: "No OpenAI key is stored; add one on the API Keys page" } });
    expect(keyed.requests).toHaveLength(0);
    await nothingSaved();
  });
});

describe("the status follows the replies", () => {
  it("turns a failed reply's reason into the status, and a later good reply clears it", async () => {
    expect((await save({ provider: "openai", baseUrl: keyed.url, model: "mock-small", key: GOOD_KEY })).status).toBe(200);

    keyed.script({ kind: "status", status: 401, body: JSON.stringify({ error: { message: `Incorrect API key ${GOOD_KEY}` } }) });
    const failed = await send("Are you there?");
    expect(failed.status).toBe(502);
    const reason = "The model provider rejected the key (401)";
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "openai", problem: reason });
    expect((await call("GET", "/api/provider")).body).toMatchObject({ status: "error", statusMessage: reason });

    keyed.script({ kind: "reply", text: "I am here." });
    const answered = await send("And now?");
    expect(answered.status).toBe(200);
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "openai", problem: null });
    expect((await call("GET", "/api/provider")).body).toMatchObject({
      status: "active",
      statusMessage: "OpenAI answered the last request",
    });

    const shown = [failed, answered].map((r) => JSON.stringify(r.body));
    shown.push(JSON.stringify((await call("GET", "/api/status")).body), JSON.stringify((await call("GET", "/api/provider")).body));
    for (const text of [...shown, ...logged]) expect(text).not.toContain(GOOD_KEY);
  });

  it("counts the offline engine's replies too: the API Keys page says it answered, not 'unknown' (issue 38)", async () => {
    expect((await call("GET", "/api/provider")).body).toMatchObject({ active: { provider: "offline" }, status: "unknown" });
    for (const words of ["Good morning", "Work was stressful today"]) expect((await send(words)).status).toBe(200);
    expect((await call("GET", "/api/provider")).body).toMatchObject({
      active: { provider: "offline" },
      status: "active",
      statusMessage: "Offline engine answered the last request",
    });
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "offline", problem: null });
  });

  it("does not count a reply of settings that no longer answer", async () => {
    expect((await save({ provider: "openai", baseUrl: keyed.url, model: "mock-small", key: GOOD_KEY })).status).toBe(200);
    keyed.script({ kind: "status", status: 500 });
    keyed.setDelay(300);
    const failing = send("Slowly failing");
    await new Promise((r) => setTimeout(r, 100));
    await call("PUT", "/api/provider", { provider: "offline" });
    keyed.setDelay(0);
    await failing;
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "offline", problem: null });
  });
});

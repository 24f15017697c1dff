import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { providerSettingsViewSchema } from "@contract/provider";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MockOpenAI, startMockOpenAI } from "../../../../testing/mock-openai";
import { createTestApp, type TestApp } from "../../../test/harness";

let mock: MockOpenAI;
/** A server that asks for no key, to see which key reaches it. */
let keyless: MockOpenAI;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  mock = await startMockOpenAI({ requiredKey: "sk-mock-key-1234" });
  keyless = await startMockOpenAI();
});
afterAll(() => Promise.all([mock.close(), keyless.close()]));
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  mock.script();
  mock.requests.length = 0;
  keyless.script();
  keyless.requests.length = 0;
});
afterEach(() => t.close());

const call = (method: string, url: string, body?: unknown) => t.caller(cookie)(method, url, body);

describe("provider settings through the app's routes", () => {
  it("starts with the offline engine answering", async () => {
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "offline", model: "citadel-offline", openai_enabled: false });
    const view = providerSettingsViewSchema.parse((await call("GET", "/api/provider")).body);
    expect(view).toMatchObject({ selected: null, active: { provider: "offline" }, problem: null, status: "unknown" });
    expect(view.servers).toEqual({
      openai: { baseUrl: null, model: null, keyHint: null },
      "openai-compatible": { baseUrl: null, model: null, keyHint: null },
    });
    const test = await call("POST", "/api/test-openai");
    expect(test).toEqual({ status: 200, body: { success: true, message: "Offline engine API is working correctly" } });
  });

  it("validates keys as the spec says and changes nothing on bad input", async () => {
    const empty = await call("POST", "/api/update-api-key", { service: "openai", key: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain("API key cannot be empty");
    const prefix = await call("POST", "/api/update-api-key", { service: "openai", key: "abc-123" });
    expect(prefix).toMatchObject({ status: 400, body: { message: "OpenAI API keys must start with sk-" } });
    const unknown = await call("PUT", "/api/provider", { provider: "banana" });
    expect(unknown.status).toBe(400);
    const badUrl = await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: "ftp://x", model: "m" });
    expect(badUrl.status).toBe(400);
    expect((await call("GET", "/api/status")).body.provider).toBe("offline");
  });

  it("stores the key encrypted, and shows browsers only its masked tail", async () => {
    const saved = await call("POST", "/api/update-api-key", { service: "openai", key: "sk-mock-key-1234" });
    expect(saved).toEqual({ status: 200, body: { success: true, message: "OpenAI API key saved" } });
    const view = await call("GET", "/api/provider");
    expect(view.body.servers.openai.keyHint).toBe("…1234");
    expect(view.body.servers["openai-compatible"].keyHint).toBeNull();
    expect(JSON.stringify(view.body)).not.toContain("sk-mock-key");
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "openai", openai_enabled: true });

    const raw = t.db.$client.prepare("select value from settings where key = 'provider'").get() as { value: string };
    expect(raw.value).not.toContain("sk-mock-key");
    expect(readFileSync(path.join(t.dir, "citadel.sqlite")).includes("sk-mock-key-1234")).toBe(false);
    expect(statSync(path.join(t.dir, "secret.key")).mode & 0o777).toBe(0o600);
  });

  it("connects an OpenAI-compatible server, lists its models and tests the connection", async () => {
    const models = await call("POST", "/api/provider/models", {
      provider: "openai-compatible",
      baseUrl: mock.url,
      key: "sk-mock-key-1234",
    });
    expect(models).toEqual({ status: 200, body: { models: ["mock-small", "mock-vision"] } });

    const saved = await call("PUT", "/api/provider", {
      provider: "openai-compatible",
      baseUrl: `${mock.url}/`,
      model: "mock-small",
      key: "sk-mock-key-1234",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      selected: "openai-compatible",
      servers: { "openai-compatible": { baseUrl: mock.url, model: "mock-small", keyHint: "…1234" } },
      problem: null,
    });
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "openai-compatible", model: "mock-small" });

    const test = await call("POST", "/api/test-openai");
    expect(test).toEqual({
      status: 200,
      body: { success: true, message: "OpenAI-compatible server API is working correctly" },
    });
    expect((await call("GET", "/api/provider")).body).toMatchObject({ status: "active", configured: true });
  });

  it("reports a rejected key as a failed connection test with the provider's status", async () => {
    await call("PUT", "/api/provider", { provider: "openai", baseUrl: mock.url, model: "mock-small", key: "sk-wrong-0000" });
    const test = await call("POST", "/api/test-openai");
    expect(test.status).toBe(502);
    expect(test.body).toMatchObject({
      success: false,
      message: "The model provider rejected the key (401)",
      providerStatus: 401,
    });
    expect((await call("GET", "/api/provider")).body).toMatchObject({
      status: "error",
      statusMessage: "The model provider rejected the key (401)",
    });
  });

  it("switches provider without a restart", async () => {
    await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: mock.url, model: "mock-vision" });
    expect((await call("GET", "/api/status")).body.model).toBe("mock-vision");
    await call("PUT", "/api/provider", { provider: "offline" });
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "offline", openai_enabled: false });
    await call("PUT", "/api/provider", { provider: null });
    expect((await call("GET", "/api/status")).body.provider).toBe("offline");
  });

  it("sets aside the server the offline engine answers for meanwhile, offered until another choice (issue 38)", async () => {
    await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: keyless.url, model: "mock-small" });
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "openai-compatible", setAside: null });
    // Chosen for itself, the offline engine sets nothing aside.
    await call("PUT", "/api/provider", { provider: "offline" });
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "offline", setAside: null });

    await call("PUT", "/api/provider", { provider: "openai-compatible" });
    expect((await call("PUT", "/api/provider", { provider: "offline", meanwhile: true })).status).toBe(200);
    const setAside = { provider: "openai-compatible", model: "mock-small" };
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "offline", setAside });
    // Pressed twice (the card, then the dashboard), the offer keeps it aside.
    await call("PUT", "/api/provider", { provider: "offline", meanwhile: true });
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "offline", setAside });

    // Chosen again, it answers, and nothing is set aside any more.
    await call("PUT", "/api/provider", { provider: "openai-compatible" });
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "openai-compatible", setAside: null });
    await call("PUT", "/api/provider", { provider: "offline" });
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "offline", setAside: null });
    expect((await call("PUT", "/api/provider", { provider: "offline", meanwhile: "yes" })).status).toBe(400);
  });

  it("names what is missing when a compatible server has no model yet", async () => {
    const saved = await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: mock.url });
    expect(saved.body).toMatchObject({ configured: false, problem: expect.stringMatching(/Choose a model/) });
    expect((await call("GET", "/api/status")).body.problem).toMatch(/Choose a model/);
    // Nothing is asked of the server: the form is what needs fixing.
    const test = await call("POST", "/api/test-openai");
    expect(test.status).toBe(400);
    expect(test.body.message).toMatch(/Choose a model/);
    expect(mock.requests).toHaveLength(0);
  });

  it("keeps each server's key, address and model its own: a key goes to no other server", async () => {
    await call("PUT", "/api/provider", { provider: "openai", baseUrl: keyless.url, model: "mock-vision", key: "sk-openai-secret-9999" });
    await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: keyless.url, model: "mock-small" });
    const view = (await call("GET", "/api/provider")).body;
    expect(view.servers).toEqual({
      openai: { baseUrl: keyless.url, model: "mock-vision", keyHint: "…9999" },
      "openai-compatible": { baseUrl: keyless.url, model: "mock-small", keyHint: null },
    });

    keyless.requests.length = 0;
    await call("POST", "/api/provider/models", { provider: "openai-compatible", baseUrl: keyless.url });
    await call("POST", "/api/personalities/aeris/messages", { content: "Hello", consciousnessMode: "sanctified" });
    expect(keyless.requests.map((r) => r.path)).toEqual(["/v1/models", "/v1/chat/completions"]);
    for (const r of keyless.requests) expect(r.headers.authorization).toBeUndefined();

    // Back to OpenAI: its own key and model, not the compatible server's.
    await call("PUT", "/api/provider", { provider: "openai" });
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "openai", model: "mock-vision", problem: null });
  });

  it("says OpenAI cannot answer until it has a key of its own", async () => {
    await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: keyless.url, model: "mock-small", key: "wrong-key-0000" });
    const saved = await call("PUT", "/api/provider", { provider: "openai" });
    expect(saved.body).toMatchObject({
      active: { provider: "openai", model: "gpt-4o-mini" },
      configured: false,
      problem: "No OpenAI key is stored; add one on the API Keys page",
      servers: { openai: { keyHint: null } },
    });
  });

  it("reads settings saved before each server kept its own as the settings of the server then chosen", async () => {
    t.db.$client
      .prepare("insert into settings (key, value, updated_at) values ('provider', ?, ?)")
      .run(
        JSON.stringify({ selected: "openai-compatible", baseUrl: keyless.url, model: "mock-small", key: null, localModelPath: null }),
        "2026-11-01T00:00:00.000Z",
      );
    const view = (await call("GET", "/api/provider")).body;
    expect(view.servers).toEqual({
      openai: { baseUrl: null, model: null, keyHint: null },
      "openai-compatible": { baseUrl: keyless.url, model: "mock-small", keyHint: null },
    });
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "openai-compatible", model: "mock-small" });
  });

  it("tests what a form describes before it is saved, and keeps the status for what answers", async () => {
    const tried = await call("POST", "/api/test-openai", { provider: "openai-compatible", baseUrl: keyless.url, model: "mock-small" });
    expect(tried).toEqual({ status: 200, body: { success: true, message: "OpenAI-compatible server API is working correctly" } });
    expect(keyless.requests.at(-1)).toMatchObject({ path: "/v1/chat/completions", body: { model: "mock-small" } });
    // The offline engine still answers and was not tested.
    expect((await call("GET", "/api/provider")).body).toMatchObject({ active: { provider: "offline" }, status: "unknown" });
    expect((await call("GET", "/api/status")).body.provider).toBe("offline");

    await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: keyless.url, model: "mock-small" });
    await call("POST", "/api/test-openai", { provider: "openai-compatible", baseUrl: keyless.url, model: "mock-small" });
    expect((await call("GET", "/api/provider")).body.status).toBe("active");
  });

  it("fails the test when the chosen model cannot answer, though the server lists its models", async () => {
    await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: keyless.url, model: "no-such-model" });
    keyless.script({ kind: "status", status: 404, body: JSON.stringify({ error: { message: "model not found" } }) });
    const test = await call("POST", "/api/test-openai");
    expect(test).toMatchObject({ status: 502, body: { success: false, providerStatus: 404 } });
    expect(test.body.message).toMatch(/does not know that model/);
    expect((await call("GET", "/api/status")).body.problem).toBe(test.body.message);
  });

  it("refuses an over-long key with a message that says what to check", async () => {
    const res = await call("PUT", "/api/provider", { provider: "openai", key: `sk-${"x".repeat(600)}` });
    expect(res).toMatchObject({ status: 400 });
    expect(res.body.message).toBe("key: An API key has at most 512 characters; check that only the key was pasted");
  });
});

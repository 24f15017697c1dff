import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { providerSettingsViewSchema } from "../../../contract/provider";
import { type MockOpenAI, startMockOpenAI } from "../../../testing/mock-openai";
import { createTestApp, type TestApp } from "../test/harness";

let mock: MockOpenAI;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  mock = await startMockOpenAI({ requiredKey: "sk-mock-key-1234" });
});
afterAll(() => mock.close());
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  mock.script();
});
afterEach(() => t.close());

const call = (method: string, url: string, body?: unknown) => t.caller(cookie)(method, url, body);

describe("provider settings through the app's routes", () => {
  it("starts with the offline engine answering", async () => {
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "offline", model: "citadel-offline", openai_enabled: false });
    const view = providerSettingsViewSchema.parse((await call("GET", "/api/provider")).body);
    expect(view).toMatchObject({ selected: null, active: { provider: "offline" }, keyHint: null, status: "unknown" });
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
    expect(view.body.keyHint).toBe("…1234");
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
    expect(saved.body).toMatchObject({ selected: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
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

  it("names what is missing when a compatible server has no model yet", async () => {
    const saved = await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: mock.url });
    expect(saved.body.configured).toBe(false);
    const test = await call("POST", "/api/test-openai");
    expect(test.status).toBe(502);
    expect(test.body.message).toMatch(/Choose a model/);
  });
});

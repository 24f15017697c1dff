import { describe, expect, it } from "vitest";
import { assertSafeToListen, loadConfig } from "./config";

describe("configuration", () => {
  it("has safe defaults", () => {
    const config = loadConfig({}, "/app");
    expect(config).toMatchObject({ port: 5000, host: "127.0.0.1", accessCode: undefined });
    expect(config.databaseFile).toMatch(/data\/citadel\.sqlite$/);
    expect(config.clientDistDir).toBe("/app/dist/client");
  });

  it("reads PORT, HOST, DATA_DIR and the access code", () => {
    const config = loadConfig(
      { PORT: "6001", HOST: "0.0.0.0", DATA_DIR: "/srv/citadel", CITADEL_ACCESS_CODE: "moon", ALLOWED_HOSTS: "citadel.lan, Home" },
      "/app",
    );
    expect(config).toMatchObject({ port: 6001, host: "0.0.0.0", dataDir: "/srv/citadel", accessCode: "moon" });
    expect(config.allowedHosts).toEqual(["citadel.lan", "home"]);
  });

  it("reads the Web Push subject, and a test push service's origin only as a plain http origin", () => {
    expect(loadConfig({}, "/app").webPush).toEqual({ subject: "mailto:citadel@localhost.invalid", testOrigin: undefined });
    expect(
      loadConfig({ WEB_PUSH_SUBJECT: "https://citadel.example", WEB_PUSH_TEST_ORIGIN: "http://127.0.0.1:5316" }, "/app").webPush,
    ).toEqual({
      subject: "https://citadel.example",
      testOrigin: "http://127.0.0.1:5316",
    });
    expect(() => loadConfig({ WEB_PUSH_SUBJECT: "owner@example.com" }, "/app")).toThrow(/WEB_PUSH_SUBJECT/);
    for (const origin of ["https://127.0.0.1:5316", "http://127.0.0.1:5316/push", "127.0.0.1:5316"])
      expect(() => loadConfig({ WEB_PUSH_TEST_ORIGIN: origin }, "/app")).toThrow(/WEB_PUSH_TEST_ORIGIN/);
  });

  it("refuses a bad port with a clear message", () => {
    expect(() => loadConfig({ PORT: "seventy" }, "/app")).toThrow(/Invalid configuration: PORT/);
  });

  it("refuses a provider address or key from the environment that could not be used", () => {
    expect(() => loadConfig({ LLM_BASE_URL: "localhost:11434" }, "/app")).toThrow(/Invalid configuration: LLM_BASE_URL/);
    expect(() => loadConfig({ OPENAI_API_KEY: "sk-a\nb" }, "/app")).toThrow(/Invalid configuration: OPENAI_API_KEY/);
    expect(loadConfig({ LLM_API_KEY: " sk-ok-123\n", LLM_BASE_URL: "http://127.0.0.1:11434/v1" }, "/app").llm).toMatchObject({
      apiKey: "sk-ok-123",
      baseUrl: "http://127.0.0.1:11434/v1",
    });
  });

  it("refuses to listen beyond loopback without an access code chosen by the owner", () => {
    expect(() => assertSafeToListen(loadConfig({ HOST: "0.0.0.0" }, "/app"))).toThrow(/CITADEL_ACCESS_CODE/);
    expect(() => assertSafeToListen(loadConfig({ HOST: "0.0.0.0", CITADEL_ACCESS_CODE: "x" }, "/app"))).not.toThrow();
    expect(() => assertSafeToListen(loadConfig({ HOST: "localhost" }, "/app"))).not.toThrow();
    expect(() => assertSafeToListen(loadConfig({ HOST: "::1" }, "/app"))).not.toThrow();
  });
});

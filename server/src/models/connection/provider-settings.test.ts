import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import type { Config } from "../../platform/config";
import { applyEnvironmentSettings, readKey, readProviderSettings } from "./provider-settings";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const env = (llm: Partial<Config["llm"]>): Config["llm"] => ({
  provider: undefined,
  baseUrl: undefined,
  model: undefined,
  apiKey: undefined,
  localModelPath: undefined,
  localModelUrl: undefined,
  timeoutMs: 60_000,
  transcribeModel: undefined,
  ...llm,
});
const apply = (llm: Partial<Config["llm"]>) => applyEnvironmentSettings(t.db, t.clock, t.secrets, env(llm));

describe("provider settings from the environment", () => {
  it("gives the address, model and key to the provider named", () => {
    apply({ provider: "openai-compatible", baseUrl: "http://127.0.0.1:11434/v1/", model: "llama3.2", apiKey: "ollama" });
    const s = readProviderSettings(t.db);
    expect(s.selected).toBe("openai-compatible");
    expect(s.servers["openai-compatible"]).toMatchObject({ baseUrl: "http://127.0.0.1:11434/v1", model: "llama3.2" });
    expect(readKey(s.servers["openai-compatible"], t.secrets)).toBe("ollama");
    expect(s.servers.openai).toEqual({ baseUrl: null, model: null, key: null });
  });

  it("keeps OPENAI_API_KEY for OpenAI alone, choosing nothing", () => {
    apply({ apiKey: "sk-env-key-1234" });
    const s = readProviderSettings(t.db);
    expect(s.selected).toBeNull();
    expect(readKey(s.servers.openai, t.secrets)).toBe("sk-env-key-1234");
    expect(s.servers["openai-compatible"].key).toBeNull();
  });

  it("takes an address with no provider named as a compatible server's", () => {
    apply({ baseUrl: "http://127.0.0.1:1234/v1", model: "qwen" });
    expect(readProviderSettings(t.db).servers["openai-compatible"]).toMatchObject({ baseUrl: "http://127.0.0.1:1234/v1", model: "qwen" });
  });

  it("changes nothing when started again with the same environment", () => {
    const llm = { provider: "openai", apiKey: "sk-env-key-1234", model: "gpt-4o" } as const;
    apply(llm);
    const first = readProviderSettings(t.db);
    t.clock.advance(60_000);
    apply(llm);
    expect(readProviderSettings(t.db)).toEqual(first);
  });
});

import { KEY_TEXT } from "@contract/provider";
import { describe, expect, it } from "vitest";
import { checkProviderForm, type ProviderFormValues } from "./provider-form-rules";

const form = (over: Partial<ProviderFormValues>): ProviderFormValues => ({
  provider: "openai",
  baseUrl: "",
  model: "",
  key: "",
  hasStoredKey: false,
  ...over,
});

describe("provider form rules", () => {
  it("needs a key for OpenAI unless one is stored", () => {
    expect(checkProviderForm(form({}))).toEqual({ title: "Validation Error", description: "API key cannot be empty" });
    expect(checkProviderForm(form({ key: "   " }))?.description).toBe("API key cannot be empty");
    expect(checkProviderForm(form({ hasStoredKey: true }))).toBeNull();
  });

  it("requires the sk- prefix for OpenAI keys only", () => {
    expect(checkProviderForm(form({ key: "abc123" }))).toEqual({
      title: "Invalid Format",
      description: "OpenAI API keys must start with sk-",
    });
    expect(checkProviderForm(form({ key: "sk-abc" }))).toBeNull();
    expect(checkProviderForm(form({ provider: "openai-compatible", key: "or-xyz", baseUrl: "http://x/v1", model: "m" }))).toBeNull();
  });

  it("needs a base URL and a model for a compatible server, and nothing for offline", () => {
    expect(checkProviderForm(form({ provider: "openai-compatible", model: "m" }))?.description).toMatch(/base URL/);
    expect(checkProviderForm(form({ provider: "openai-compatible", baseUrl: "http://127.0.0.1:11434/v1" }))?.description).toMatch(/model/);
    expect(checkProviderForm(form({ provider: "offline" }))).toBeNull();
  });

  it("refuses a key with spaces, line breaks or letters outside ASCII, and an address that is not http(s)", () => {
    for (const key of ["sk-line\nbreak", "sk-a b", "sk-ключ"]) {
      expect(checkProviderForm(form({ key }))).toEqual({ title: "Invalid Format", description: KEY_TEXT.shape });
    }
    for (const baseUrl of ["http://", "ftp://x/v1", "http://a b/v1"]) {
      expect(checkProviderForm(form({ provider: "openai-compatible", baseUrl, model: "m" }))?.description).toMatch(/base URL/);
    }
  });
});

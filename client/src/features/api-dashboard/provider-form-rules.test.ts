import { BASE_URL_TEXT, KEY_TEXT, SAVE_CHECK_TEXT } from "@contract/provider";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { checkProviderForm, fieldOfFailure, type ProviderFormValues } from "./provider-form-rules";

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
    expect(checkProviderForm(form({}))).toEqual({ title: "Validation Error", description: "API key cannot be empty", field: "key" });
    expect(checkProviderForm(form({ key: "   " }))?.description).toBe("API key cannot be empty");
    expect(checkProviderForm(form({ hasStoredKey: true }))).toBeNull();
  });

  it("requires the sk- prefix for OpenAI keys only", () => {
    expect(checkProviderForm(form({ key: "abc123" }))).toEqual({
      title: "Invalid Format",
      description: "OpenAI API keys must start with sk-",
      field: "key",
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
      expect(checkProviderForm(form({ key }))).toEqual({ title: "Invalid Format", description: KEY_TEXT.shape, field: "key" });
    }
    for (const baseUrl of ["http://", "ftp://x/v1", "http://a b/v1"]) {
      expect(checkProviderForm(form({ provider: "openai-compatible", baseUrl, model: "m" }))?.description).toMatch(/base URL/);
    }
  });

  it("says a refusal beside the field it concerns (issue 38)", () => {
    const answer = (status: number, body: object) => new ApiError(status, JSON.stringify(body), "");
    const notSaved = (what: string) => ({ error: "bad_request", message: SAVE_CHECK_TEXT.notSaved("OpenAI", what, "detail") });
    expect(fieldOfFailure(answer(400, notSaved(SAVE_CHECK_TEXT.keyRefused)))).toBe("key");
    expect(fieldOfFailure(answer(400, notSaved(SAVE_CHECK_TEXT.unreachable)))).toBe("baseUrl");
    expect(fieldOfFailure(answer(400, notSaved(SAVE_CHECK_TEXT.modelNotFound)))).toBe("model");
    expect(fieldOfFailure(answer(400, notSaved(SAVE_CHECK_TEXT.rateLimited)))).toBe("form");
    // A connection test's failure names the provider's own status.
    const failed = (providerStatus: number | null) => answer(502, { error: "provider_error", message: "x", providerStatus });
    expect(fieldOfFailure(failed(401))).toBe("key");
    expect(fieldOfFailure(failed(404))).toBe("model");
    expect(fieldOfFailure(failed(500))).toBe("form");
    expect(fieldOfFailure(answer(400, { error: "bad_request", message: KEY_TEXT.openaiPrefix }))).toBe("key");
    expect(fieldOfFailure(answer(400, { error: "bad_request", message: `baseUrl: ${BASE_URL_TEXT}` }))).toBe("baseUrl");
    expect(fieldOfFailure(new TypeError("Failed to fetch"))).toBe("form");
  });
});

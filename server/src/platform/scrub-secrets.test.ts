import { describe, expect, it } from "vitest";
import { REDACTED, scrubSecrets } from "./scrub-secrets";

describe("scrubSecrets", () => {
  it("removes a known key wherever it appears, whatever its shape", () => {
    const key = "my-own-server-key-123";
    expect(scrubSecrets(`refused key ${key}; header was ${key}`, [key])).toBe(`refused key ${REDACTED}; header was ${REDACTED}`);
  });

  it("removes anything shaped like a credential", () => {
    expect(scrubSecrets('{"error":"bad request","echo":{"Authorization":"Bearer sk-live-abcdef123456"}}')).not.toMatch(/abcdef123456/);
    expect(scrubSecrets("authorization: Basic dXNlcjpwYXNz")).not.toContain("dXNlcjpwYXNz");
    expect(scrubSecrets("used sk-proj-AbC_12-xyz in the call")).toBe(`used sk-${REDACTED} in the call`);
    expect(scrubSecrets('{"api_key": "k3y-value-987"}')).toBe(`{"api_key": "${REDACTED}"}`);
    expect(scrubSecrets("x-api-key=abcdefgh")).toBe(`x-api-key=${REDACTED}`);
  });

  it("leaves ordinary text and the key form's own hints alone", () => {
    for (const text of [
      "OpenAI API keys must start with sk-",
      "The model server refused the request (400): model not found",
      "Bearer of good news",
    ]) {
      expect(scrubSecrets(text, ["ab", null, undefined])).toBe(text);
    }
  });
});

import type { MockBehaviour } from "../mock-openai";

/** The provider answers as soon as asked to come back (Retry-After in milliseconds). */
const quick = { "retry-after-ms": "1" };

/** Every way a provider has been seen to fail. */
export const FAULTS: Record<string, MockBehaviour> = {
  "rate limited (429)": { kind: "status", status: 429, headers: quick },
  "internal error (500)": { kind: "status", status: 500, headers: quick },
  "overloaded (503)": { kind: "status", status: 503, headers: quick },
  hang: { kind: "hang" },
  "reset before the reply": { kind: "cut", text: "never sent", afterChunks: 0 },
  "stream cut in the middle": { kind: "cut", text: "half of a reply that stops here and never ends", afterChunks: 4 },
  "stream ended without finishing": { kind: "cut", text: "half of a reply that stops here", afterChunks: 3, cleanEnd: true },
  "error inside the stream": {
    kind: "stream-error",
    text: "a reply that turns into an error",
    afterChunks: 2,
    message: "model overloaded",
  },
  "malformed reply": { kind: "malformed" },
  "key echoed in a refusal": { kind: "echo-headers", status: 400 },
};

/** A refusal that asks to wait a whole second (Retry-After: 1), as OpenAI's rate limits do: the provider retries. */
export const RATE_LIMITED_FOR_A_SECOND: MockBehaviour = { kind: "status", status: 429, headers: { "retry-after": "1" } };

/** A reply whose words stop coming after the first, for longer than `timeoutMs` (the provider gives up on it). */
export const stall = (timeoutMs: number): MockBehaviour => ({
  kind: "reply",
  text: "The first words of a reply that then stalls",
  chunkDelayMs: timeoutMs * 1.5,
});

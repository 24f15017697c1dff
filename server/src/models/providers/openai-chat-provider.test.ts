import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MockOpenAI, startMockOpenAI } from "../../../../testing/mock-openai";
import { sampleReplyRequest } from "../connection/test-request";
import { createOpenAIChatProvider } from "./openai-chat-provider";
import { ProviderError } from "./provider-error";

let mock: MockOpenAI;
beforeAll(async () => {
  mock = await startMockOpenAI({ requiredKey: "sk-good" });
});
afterAll(() => mock.close());
beforeEach(() => {
  mock.requests.length = 0;
  mock.setDelay(0);
  mock.script();
});

const provider = (over: Partial<Parameters<typeof createOpenAIChatProvider>[0]> = {}) =>
  createOpenAIChatProvider({
    id: "openai-compatible",
    baseUrl: mock.url,
    apiKey: "sk-good",
    model: "mock-small",
    timeoutMs: 2000,
    ...over,
  });

async function collect(stream: AsyncIterable<string>) {
  const pieces: string[] = [];
  for await (const p of stream) pieces.push(p);
  return pieces;
}

async function failure(stream: AsyncIterable<string>): Promise<ProviderError> {
  try {
    await collect(stream);
  } catch (e) {
    if (e instanceof ProviderError) return e;
    throw e;
  }
  throw new Error("expected a failure");
}

describe("OpenAI-protocol provider against a real HTTP mock", () => {
  it("streams the reply token by token with the persona's system prompt and the history", async () => {
    mock.script({ kind: "reply", text: "Welcome home, Alex. The candles are lit." });
    const pieces = await collect(provider().stream(sampleReplyRequest()));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join("")).toBe("Welcome home, Alex. The candles are lit.");

    const body = mock.requests[0]?.body as { model: string; stream: boolean; messages: { role: string; content: unknown }[] };
    expect(body.model).toBe("mock-small");
    expect(body.stream).toBe(true);
    expect(body.messages[0]?.role).toBe("system");
    expect(String(body.messages[0]?.content)).toContain("You are Aeris, Queen of the Cathedral");
    expect(String(body.messages[0]?.content)).toContain("SANCTIFIED");
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(mock.requests[0]?.headers.authorization).toBe("Bearer sk-good");
  });

  it("never reads the Cathedral's snapshot (it counts every moment; only the offline engine's status reply needs it)", async () => {
    mock.script({ kind: "reply", text: "Welcome home." });
    let reads = 0;
    const request = sampleReplyRequest();
    const cathedral = request.cathedral;
    await collect(
      provider().stream({
        ...request,
        cathedral: () => {
          reads++;
          return cathedral();
        },
      }),
    );
    expect(reads).toBe(0);
  });

  it("sends an attached image as vision input", async () => {
    await collect(provider().stream(sampleReplyRequest({ image: { base64: "aGVsbG8=", mediaType: "image/jpeg" } })));
    const body = mock.requests[0]?.body as { messages: { content: unknown }[] };
    const last = JSON.stringify(body.messages.at(-1)?.content);
    expect(last).toContain("image_url");
    expect(last).toContain("data:image/jpeg;base64,aGVsbG8=");
  });

  it("says plainly when the key is rejected", async () => {
    const error = await failure(provider({ apiKey: "sk-bad" }).stream(sampleReplyRequest()));
    expect(error.message).toBe("The model provider rejected the key (401)");
    expect(error.providerStatus).toBe(401);
  });

  it("retries 429 and 5xx a bounded number of times, then explains", async () => {
    mock.script(
      { kind: "status", status: 429, headers: { "retry-after-ms": "5" } },
      { kind: "status", status: 500, headers: { "retry-after-ms": "5" } },
      { kind: "reply", text: "Third time lucky." },
    );
    expect((await collect(provider().stream(sampleReplyRequest()))).join("")).toBe("Third time lucky.");
    expect(mock.requests).toHaveLength(3);

    mock.requests.length = 0;
    mock.script({ kind: "status", status: 429, headers: { "retry-after-ms": "5", "retry-after": "7" } });
    const error = await failure(provider().stream(sampleReplyRequest()));
    expect(mock.requests).toHaveLength(3);
    expect(error.message).toMatch(/is rate limiting, try again in \d+ s/);
    expect(error.providerStatus).toBe(429);
  });

  it("reports a server error with its status", async () => {
    mock.script({ kind: "status", status: 503, headers: { "retry-after-ms": "1" } });
    const error = await failure(provider().stream(sampleReplyRequest()));
    expect(error.providerStatus).toBe(503);
    expect(error.message).toMatch(/internal error \(503\)/);
  });

  it("reports a stream cut in the middle", async () => {
    mock.script({ kind: "cut", text: "one two three four five six", afterChunks: 3 });
    const error = await failure(provider().stream(sampleReplyRequest()));
    expect(error.message).toMatch(/cut off mid-reply|failed/);
  });

  it("a stream that ends without its end marker is a cut, not a finished reply", async () => {
    mock.script({ kind: "cut", text: "one two three four five six", afterChunks: 3, cleanEnd: true });
    const error = await failure(provider().stream(sampleReplyRequest()));
    expect(error.message).toBe("The connection to the model server was cut off mid-reply");
  });

  it("reports an error the provider sends inside the stream", async () => {
    mock.script({ kind: "stream-error", text: "one two three four", afterChunks: 2, message: "The server had an error" });
    const error = await failure(provider().stream(sampleReplyRequest()));
    expect(error.message).toBe("The model server failed: The server had an error");
    expect(mock.requests).toHaveLength(1);
  });

  it("keeps the connection to the provider alive between turns", async () => {
    for (let turn = 0; turn < 4; turn++) await collect(provider().stream(sampleReplyRequest()));
    // A connection is handed back a moment after a reply ends, so back-to-back turns may share two between them.
    const connections = new Set(mock.requests.map((r) => r.remotePort));
    expect(connections.size).toBeLessThanOrEqual(2);
  });

  it("reports malformed JSON", async () => {
    mock.script({ kind: "malformed" });
    const error = await failure(provider().stream(sampleReplyRequest()));
    expect(error.message).toMatch(/could not read/);
  });

  it("never hangs: a silent provider times out with a clear message", async () => {
    mock.script({ kind: "hang" });
    const error = await failure(provider({ timeoutMs: 300 }).stream(sampleReplyRequest()));
    expect(error.message).toMatch(/did not answer within 0 s|did not answer within/);
  });

  it("stops quietly when the caller aborts", async () => {
    mock.script({ kind: "reply", text: "a b c d e f g h i j k l", chunkDelayMs: 30 });
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const p of provider().stream(sampleReplyRequest({ signal: controller.signal }))) {
      pieces.push(p);
      if (pieces.length === 2) controller.abort();
    }
    expect(pieces.length).toBeLessThan(12);
  });

  it("lists the server's models", async () => {
    expect(await provider().listModels()).toEqual({ models: ["mock-small", "mock-vision"], contextTokens: null });
    await expect(provider({ apiKey: "sk-bad" }).listModels()).rejects.toThrow("rejected the key (401)");
  });

  it("says when the server cannot be reached, without retrying", async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    const error = await failure(provider({ baseUrl: `http://127.0.0.1:${port}/v1` }).stream(sampleReplyRequest()));
    expect(error.message).toMatch(/^Could not reach/);
  });
});

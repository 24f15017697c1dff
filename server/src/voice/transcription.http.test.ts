import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MockOpenAI, startMockOpenAI } from "../../../testing/mock-openai";
import { createTestApp, type TestApp } from "../../test/harness";

const KEY = "sk-mock-key-1234";
/** Stands in for a recording: every byte value, so any text decoding on the way would show. */
const AUDIO = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7) % 256);

let mock: MockOpenAI;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  mock = await startMockOpenAI({ requiredKey: KEY });
});
afterAll(() => mock.close());
beforeEach(async () => {
  mock.script({ kind: "reply", text: "  the stars are out tonight  " });
  mock.requests.length = 0;
});
afterEach(() => t.close());

async function start(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(options);
  cookie = await t.signIn();
}

const call = (method: string, url: string, body?: unknown) => t.caller(cookie)(method, url, body);
const useCompatible = (key = KEY) =>
  call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small", key });

async function upload(
  body: Uint8Array<ArrayBuffer> | null,
  type: string | null = "audio/webm;codecs=opus",
  headers: Record<string, string> = { cookie },
) {
  const res = await t.request("/api/transcribe", {
    method: "POST",
    headers: { ...headers, ...(type ? { "content-type": type } : {}) },
    body: body ?? undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered
  return { status: res.status, body: (await res.json()) as any };
}

const transcriptionCalls = () => mock.requests.filter((r) => r.path === "/v1/audio/transcriptions");

describe("POST /api/transcribe", () => {
  it("sends the recording to an OpenAI-compatible server and answers its text", async () => {
    await start({ transcribeModel: "mock-whisper" });
    await useCompatible();
    const res = await upload(AUDIO);
    expect(res).toEqual({ status: 200, body: { text: "the stars are out tonight" } });

    const [sent] = transcriptionCalls();
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toMatchObject({ model: "mock-whisper" });
    expect(sent?.file?.name).toBe("voice.webm");
    expect(sent?.file?.type).toBe("audio/webm");
    expect(Buffer.compare(sent?.file?.bytes ?? Buffer.alloc(0), Buffer.from(AUDIO))).toBe(0);
  });

  it("uses OpenAI with its key and the default model, naming the file by its type", async () => {
    await start();
    await call("PUT", "/api/provider", { provider: "openai", baseUrl: mock.url, key: KEY });
    const res = await upload(AUDIO, "audio/ogg");
    expect(res).toEqual({ status: 200, body: { text: "the stars are out tonight" } });
    const [sent] = transcriptionCalls();
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body).toMatchObject({ model: "whisper-1" });
    expect(sent?.file?.name).toBe("voice.ogg");
    expect(sent?.file?.bytes.length).toBe(AUDIO.length);
  });

  it("takes a recording larger than other requests may be, and refuses one past its own limit with 413", async () => {
    await start();
    await useCompatible();
    const nineMb = new Uint8Array(9 * 1024 * 1024).fill(1);
    expect((await upload(nineMb)).status).toBe(200);
    expect(transcriptionCalls()[0]?.file?.bytes.length).toBe(nineMb.length);

    const tooLarge = await upload(new Uint8Array(10 * 1024 * 1024 + 1));
    expect(tooLarge).toMatchObject({ status: 413, body: { error: "payload_too_large" } });
    expect(tooLarge.body.message).toMatch(/recording is too large \(at most 10 MB\)/);
    expect(transcriptionCalls()).toHaveLength(1);
  });

  it("refuses a missing, empty or non-audio body with a clear 4xx", async () => {
    await start();
    await useCompatible();
    const empty = await upload(new Uint8Array(0));
    expect(empty).toMatchObject({ status: 400, body: { message: expect.stringMatching(/No audio was received/) } });
    const none = await upload(null);
    expect(none.status).toBe(400);
    const untyped = await upload(AUDIO, null);
    expect(untyped).toMatchObject({ status: 415, body: { message: expect.stringMatching(/audio Content-Type/) } });
    expect((await upload(AUDIO, "text/plain")).status).toBe(415);
    expect(transcriptionCalls()).toHaveLength(0);
  });

  it("turns the provider's failures into clear errors", async () => {
    await start();
    await useCompatible("sk-wrong-key");
    const rejected = await upload(AUDIO);
    expect(rejected).toMatchObject({
      status: 502,
      body: { error: "provider_error", providerStatus: 401, message: "The model provider rejected the key (401)" },
    });

    await useCompatible();
    mock.script({ kind: "status", status: 429, headers: { "retry-after": "7" } });
    const limited = await upload(AUDIO);
    expect(limited).toMatchObject({ status: 502, body: { providerStatus: 429 } });
    expect(limited.body.message).toBe("The model server is rate limiting, try again in 7 s");

    mock.script({ kind: "status", status: 500 });
    const broken = await upload(AUDIO);
    expect(broken).toMatchObject({ status: 502, body: { providerStatus: 500 } });
    expect(broken.body.message).toMatch(/internal error \(500\)/);

    mock.script({ kind: "malformed" });
    expect((await upload(AUDIO)).body.message).toMatch(/could not read/);
  });

  it("gives up on a provider that does not answer in time", async () => {
    await start({ timeoutMs: 1000 });
    await useCompatible();
    mock.script({ kind: "hang" });
    const res = await upload(AUDIO);
    expect(res).toMatchObject({ status: 502, body: { message: "The model server did not answer within 1 s" } });
  });

  it("says transcription needs an OpenAI or OpenAI-compatible provider when the offline engine answers", async () => {
    await start();
    const res = await upload(AUDIO);
    expect(res).toMatchObject({ status: 409, body: { error: "conflict" } });
    expect(res.body.message).toMatch(/needs an OpenAI or OpenAI-compatible provider/);
    await call("PUT", "/api/provider", { provider: "openai", baseUrl: mock.url });
    expect((await upload(AUDIO)).body.message).toMatch(/needs an OpenAI key/);
    expect(transcriptionCalls()).toHaveLength(0);
  });

  it("needs a signed-in browser", async () => {
    await start();
    await useCompatible();
    const res = await upload(AUDIO, "audio/webm", {});
    expect(res.status).toBe(401);
    expect(transcriptionCalls()).toHaveLength(0);
  });
});

describe("GET /api/status", () => {
  it("says whether transcription is available", async () => {
    await start();
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "offline", transcription: false });
    await call("PUT", "/api/provider", { provider: "openai", baseUrl: mock.url });
    expect((await call("GET", "/api/status")).body.transcription).toBe(false);
    await call("PUT", "/api/provider", { provider: "openai", key: KEY });
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "openai", transcription: true });
    await useCompatible();
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "openai-compatible", transcription: true });
    await call("PUT", "/api/provider", { provider: "offline" });
    expect((await call("GET", "/api/status")).body.transcription).toBe(false);
  });
});

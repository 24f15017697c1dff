import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MockOpenAI, startMockOpenAI, toneWav } from "../../../testing/mock-openai";
import { createTestApp, type TestApp } from "../../test/harness";

// Three servers speaking the OpenAI protocol, each with its own key: the chat provider, a speech server of its own
// (a local Kokoro, say) and a transcription server of its own (a local whisper.cpp, say).
const CHAT_KEY = "sk-chat-key-1111";
const SPEECH_KEY = "speech-server-secret-2222";
const HEARING_KEY = "whisper-server-secret-3333";
const AUDIO = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7) % 256);

let chat: MockOpenAI;
let speechServer: MockOpenAI;
let hearingServer: MockOpenAI;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  [chat, speechServer, hearingServer] = await Promise.all([
    startMockOpenAI({ requiredKey: CHAT_KEY }),
    startMockOpenAI({ requiredKey: SPEECH_KEY }),
    startMockOpenAI({ requiredKey: HEARING_KEY }),
  ]);
});
afterAll(() => Promise.all([chat.close(), speechServer.close(), hearingServer.close()]));
beforeEach(async () => {
  for (const m of [chat, speechServer, hearingServer]) {
    m.requests.length = 0;
    m.speech({ kind: "ok" });
    m.script({ kind: "reply", text: "heard you" });
  }
  t = await createTestApp();
  cookie = await t.signIn();
});
afterEach(() => t.close());

const call = (method: string, url: string, body?: unknown) => t.caller(cookie)(method, url, body);
const useChatProvider = () =>
  call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: chat.url, model: "mock-small", key: CHAT_KEY });

async function speak(body: unknown) {
  const res = await t.request("/api/speech", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get("content-type"), bytes, json: () => JSON.parse(bytes.toString("utf8")) };
}

const speechCalls = (m: MockOpenAI) => m.requests.filter((r) => r.path === "/v1/audio/speech");

describe("POST /api/speech", () => {
  it("speaks with the chat provider, in the personality's provider voice, and answers the audio bytes", async () => {
    await useChatProvider();
    expect((await call("PUT", "/api/voice-servers", { voices: { nova: "shimmer" } })).status).toBe(200);
    const res = await speak({ personality: "nova", text: "Systems bright, stars aligned." });
    expect(res.status).toBe(200);
    expect(res.type).toBe("audio/wav");
    expect(Buffer.compare(res.bytes, toneWav(100 + "Systems bright, stars aligned.".length * 5))).toBe(0);
    const [sent] = speechCalls(chat);
    expect(sent?.headers.authorization).toBe(`Bearer ${CHAT_KEY}`);
    expect(sent?.body).toEqual({ model: "tts-1", voice: "shimmer", input: "Systems bright, stars aligned.", response_format: "mp3" });
  });

  it("uses the speech server of its own, with its key, model and format, and never the chat provider", async () => {
    await useChatProvider();
    await call("PUT", "/api/voice-servers", {
      speech: { baseUrl: `${speechServer.url}/`, model: "kokoro", key: SPEECH_KEY, format: "wav" },
      voices: { aeris: "af_bella" },
    });
    const res = await speak({ personality: "aeris", text: "Welcome home." });
    expect(res.status).toBe(200);
    const [sent] = speechCalls(speechServer);
    expect(sent?.headers.authorization).toBe(`Bearer ${SPEECH_KEY}`);
    expect(sent?.body).toEqual({ model: "kokoro", voice: "af_bella", input: "Welcome home.", response_format: "wav" });
    expect(chat.requests).toHaveLength(0);
    // The Voice Engine's sample: a voice tried before it is chosen.
    await speak({ personality: "musashi", text: "The blade is still.", voice: "am_adam" });
    expect(speechCalls(speechServer)[1]?.body).toMatchObject({ voice: "am_adam", input: "The blade is still." });
  });

  it("works with no chat provider at all when a speech server is set (the offline engine answers chat)", async () => {
    await call("PUT", "/api/voice-servers", { speech: { baseUrl: speechServer.url, key: SPEECH_KEY }, voices: { socrates: "onyx" } });
    expect((await speak({ personality: "socrates", text: "Know thyself." })).status).toBe(200);
    expect((await call("GET", "/api/status")).body).toMatchObject({ provider: "offline", speechBy: "own-server" });
  });

  it("refuses bad requests with a clear 4xx that asks nothing of any server", async () => {
    await useChatProvider();
    await call("PUT", "/api/voice-servers", { voices: { aeris: "coral" } });
    for (const body of [
      {},
      { personality: "aeris" },
      { personality: "aeris", text: "   " },
      { personality: "aeris", text: "x".repeat(4097) },
      { personality: "aeris", text: "Hello.", voice: "two words" },
    ]) {
      expect((await speak(body)).status).toBe(400);
    }
    // No such personality (nor companion): not found.
    expect((await speak({ personality: "nobody", text: "Hello." })).status).toBe(404);
    const browserVoiced = await speak({ personality: "nova", text: "Hello." });
    expect(browserVoiced.status).toBe(409);
    expect(browserVoiced.json().message).toMatch(/Nova speaks with the browser's voice/);
    expect(speechCalls(chat)).toHaveLength(0);
  });

  it("says what to set up when nobody can speak, and turns a server's failure into a 502", async () => {
    await call("PUT", "/api/voice-servers", { voices: { aeris: "coral" } });
    const nobody = await speak({ personality: "aeris", text: "Hello." });
    expect(nobody.status).toBe(409);
    expect(nobody.json().message).toMatch(/needs a speech server/);
    await useChatProvider();
    chat.speech({ kind: "status", status: 500 });
    const failed = await speak({ personality: "aeris", text: "Hello." });
    expect(failed.status).toBe(502);
    expect(failed.json()).toMatchObject({ error: "provider_error", providerStatus: 500 });
  });
});

describe("the transcription server of its own", () => {
  it("transcribes with it (its address, key and model) instead of the chat provider, and the status says so", async () => {
    await useChatProvider();
    expect((await call("GET", "/api/status")).body).toMatchObject({ transcription: true, transcriptionBy: "chat-provider" });
    await call("PUT", "/api/voice-servers", { transcription: { baseUrl: hearingServer.url, model: "large-v3", key: HEARING_KEY } });
    const res = await t.request("/api/transcribe", { method: "POST", headers: { cookie, "content-type": "audio/webm" }, body: AUDIO });
    expect(await res.json()).toEqual({ text: "heard you" });
    const [sent] = hearingServer.requests.filter((r) => r.path === "/v1/audio/transcriptions");
    expect(sent?.headers.authorization).toBe(`Bearer ${HEARING_KEY}`);
    expect(sent?.body).toMatchObject({ model: "large-v3" });
    expect(Buffer.compare(sent?.file?.bytes ?? Buffer.alloc(0), Buffer.from(AUDIO))).toBe(0);
    expect(chat.requests.filter((r) => r.path.includes("audio"))).toHaveLength(0);
    expect((await call("GET", "/api/status")).body).toMatchObject({ transcriptionBy: "own-server", transcriptionProblem: null });
  });

  it("refuses very short or silent recordings with a 400 and sends nothing to be transcribed", async () => {
    await call("PUT", "/api/voice-servers", { transcription: { baseUrl: hearingServer.url, key: HEARING_KEY } });
    const upload = async (body: Uint8Array<ArrayBuffer>, type: string, headers: Record<string, string> = {}) => {
      const res = await t.request("/api/transcribe", { method: "POST", headers: { cookie, "content-type": type, ...headers }, body });
      return { status: res.status, body: (await res.json()) as { message?: string; text?: string } };
    };
    const short = await upload(new Uint8Array(toneWav(200)), "audio/wav");
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/too short to transcribe \(under 300 ms\)/);
    const silent = await upload(new Uint8Array(toneWav(1500, 16_000, 0)), "audio/wav");
    expect(silent.status).toBe(400);
    expect(silent.body.message).toMatch(/silent/);
    const declared = await upload(AUDIO, "audio/webm", { "x-recording-duration-ms": "120" });
    expect(declared.status).toBe(400);
    expect(hearingServer.requests).toHaveLength(0);
    // Speech of a proper length goes through, its bytes as they were.
    const spoken = new Uint8Array(toneWav(600));
    expect(await upload(spoken, "audio/wav", { "x-recording-duration-ms": "600" })).toEqual({ status: 200, body: { text: "heard you" } });
    expect(Buffer.compare(hearingServer.requests[0]?.file?.bytes ?? Buffer.alloc(0), Buffer.from(spoken))).toBe(0);
    expect(hearingServer.requests[0]?.file?.name).toBe("voice.wav");
  });

  it("with neither, the status says plainly why nobody can listen", async () => {
    const status = (await call("GET", "/api/status")).body;
    expect(status).toMatchObject({ transcription: false, transcriptionBy: "none", speechBy: "none" });
    expect(status.transcriptionProblem).toMatch(/needs an OpenAI or OpenAI-compatible provider/);
  });
});

describe("GET and PUT /api/voice-servers", () => {
  it("shows the settings with the keys only as hints, keeps a key when it is omitted and removes it when blank", async () => {
    const saved = await call("PUT", "/api/voice-servers", {
      speech: { baseUrl: speechServer.url, model: "kokoro", key: SPEECH_KEY },
      transcription: { baseUrl: hearingServer.url, key: HEARING_KEY },
      voices: { aeris: "af_bella", nova: "shimmer" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      speech: { baseUrl: speechServer.url, model: "kokoro", keyHint: "…2222", format: "mp3", use: { by: "own-server", reason: null } },
      transcription: { baseUrl: hearingServer.url, model: null, keyHint: "…3333", use: { by: "own-server", reason: null } },
      voices: { aeris: "af_bella", nova: "shimmer", musashi: null, socrates: null },
    });
    const changed = await call("PUT", "/api/voice-servers", { speech: { model: "" }, transcription: { key: "" }, voices: { nova: null } });
    expect(changed.body.speech).toMatchObject({ model: null, keyHint: "…2222" });
    expect(changed.body.transcription.keyHint).toBeNull();
    expect(changed.body.voices).toMatchObject({ aeris: "af_bella", nova: null });
    expect(JSON.stringify((await call("GET", "/api/voice-servers")).body)).not.toContain(SPEECH_KEY);
  });

  it("refuses a bad address, key or voice name and changes nothing", async () => {
    for (const body of [
      { speech: { baseUrl: "ftp://nowhere" } },
      { transcription: { key: "has space" } },
      { voices: { aeris: "bad voice" } },
      { voices: { trinity: "coral" } },
      { speech: { format: "ogg" } },
      { elsewhere: true },
    ]) {
      expect((await call("PUT", "/api/voice-servers", body)).status).toBe(400);
    }
    expect((await call("GET", "/api/voice-servers")).body.speech.baseUrl).toBeNull();
  });

  it("keeps the keys sealed on disk and out of backups (exports leave out the same secret settings)", async () => {
    await call("PUT", "/api/voice-servers", {
      speech: { baseUrl: speechServer.url, key: SPEECH_KEY },
      transcription: { baseUrl: hearingServer.url, key: HEARING_KEY },
    });
    t.db.$client.pragma("wal_checkpoint(TRUNCATE)");
    const onDisk = readdirSync(t.dir)
      .filter((f) => f.startsWith("citadel.sqlite"))
      .map((f) => readFileSync(path.join(t.dir, f)).toString("latin1"))
      .join("");
    expect(onDisk).not.toContain(SPEECH_KEY);
    expect(onDisk).not.toContain(HEARING_KEY);

    const backup = await call("POST", "/api/backups", {});
    expect(backup.status).toBeLessThan(300);
    const files = readdirSync(path.join(t.dir, "backups")).filter((f) => f.endsWith(".sqlite") || f.endsWith(".db"));
    const Database = (await import("better-sqlite3")).default;
    for (const file of files) {
      const copy = new Database(path.join(t.dir, "backups", file), { readonly: true });
      const keys = copy.prepare("SELECT key FROM settings").pluck().all();
      copy.close();
      expect(keys).not.toContain("voice_server_keys");
      expect(keys).toContain("voice_servers");
    }
    expect(files.length).toBeGreaterThan(0);
  });
});

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { answerEmbeddings, type EmbeddingBehaviour } from "./mock-embeddings";
import { answerNotes, notesRequest } from "./mock-notes";

/** What the next chat-completions call does. */
export type MockBehaviour =
  | { kind: "reply"; text: string; chunkDelayMs?: number }
  | { kind: "status"; status: number; headers?: Record<string, string>; body?: string }
  /** The stream stops after some chunks: the connection is destroyed, or with `cleanEnd` the response simply ends. */
  | { kind: "cut"; text: string; afterChunks: number; cleanEnd?: boolean }
  /** An error object sent inside the stream, after some chunks (as OpenAI does when a reply fails mid-way). */
  | { kind: "stream-error"; text: string; afterChunks: number; message: string }
  | { kind: "malformed" }
  /** A refusal whose body repeats the request's headers, Authorization included (as some proxies do). */
  | { kind: "echo-headers"; status: number }
  | { kind: "hang" };

/** An uploaded file of a multipart request (the audio of a transcription). */
export type RecordedFile = { name: string; type: string; bytes: Buffer };

/** A call the mock received; a multipart body's text fields are in `body`, its file in `file`. */
export type RecordedRequest = {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
  file?: RecordedFile;
  /** The client's port: the same on two requests when the connection was kept alive. */
  remotePort?: number;
};

/** What POST /v1/audio/speech does: answers a WAV tone as long as the text asks (`msPerChar`), or fails. */
export type SpeechBehaviour = { kind: "ok"; msPerChar?: number } | { kind: "status"; status: number; body?: string };

export type MockOpenAI = {
  url: string;
  requests: RecordedRequest[];
  /** Behaviours used one per call, in order; the last one repeats. */
  script: (...behaviours: MockBehaviour[]) => void;
  /**
   * Chooses each chat-completions call's behaviour from its request (overlapping turns each get their own plan, whatever
   * order their calls arrive in); undefined falls back to the script. Null removes it.
   */
  route: (choose: ((body: Record<string, unknown>) => MockBehaviour | undefined) | null) => void;
  /** Delay before every answer. */
  setDelay: (ms: number) => void;
  /** What POST /v1/embeddings does from now on (it answers by default). */
  embeddings: (behaviour: EmbeddingBehaviour) => void;
  /** What POST /v1/audio/speech does from now on (it answers a tone by default). */
  speech: (behaviour: SpeechBehaviour) => void;
  close: () => Promise<void>;
};

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** One streamed chunk per word (with its following space), as real servers send roughly a token at a time. */
const chunks = (text: string): string[] => text.split(/(?<=\s)/);

async function readBody(req: IncomingMessage): Promise<Pick<RecordedRequest, "body" | "file">> {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  const bytes = Buffer.concat(parts);
  const type = req.headers["content-type"] ?? "";
  if (type.startsWith("multipart/form-data")) return readMultipart(bytes, type);
  const raw = bytes.toString("utf8");
  try {
    return { body: raw ? JSON.parse(raw) : {} };
  } catch {
    return { body: { raw } };
  }
}

/** Parses multipart/form-data with the platform's own parser: text fields into `body`, the (first) file into `file`. */
async function readMultipart(bytes: Buffer, type: string): Promise<Pick<RecordedRequest, "body" | "file">> {
  const form = await new Request("http://mock/", {
    method: "POST",
    headers: { "content-type": type },
    body: new Uint8Array(bytes),
  }).formData();
  const body: Record<string, unknown> = {};
  let file: RecordedFile | undefined;
  for (const [key, value] of form) {
    if (typeof value === "string") body[key] = value;
    else if (!file) file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return { body, file };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

/** POST /v1/audio/transcriptions: answers { text } with the scripted reply's text, or the scripted failure. */
function transcription(res: ServerResponse, behaviour: MockBehaviour) {
  if (behaviour.kind === "hang") return;
  if (behaviour.kind === "echo-headers") {
    json(res, behaviour.status, { error: { message: "Bad request" } });
  } else if (behaviour.kind === "status") {
    json(res, behaviour.status, behaviour.body ?? { error: { message: `mock status ${behaviour.status}` } }, behaviour.headers);
  } else if (behaviour.kind === "malformed") {
    json(res, 200, "{not json");
  } else if (behaviour.kind === "cut") {
    res.socket?.destroy();
  } else {
    json(res, 200, { text: behaviour.text });
  }
}

/** A mono 16-bit WAV of a quiet 440 Hz tone, `ms` long: real audio a browser can play (`amplitude` 0 is silence). */
export function toneWav(ms: number, rate = 16_000, amplitude = 3000): Buffer {
  const samples = Math.max(1, Math.round((rate * ms) / 1000));
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(amplitude * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return wav;
}

/** POST /v1/audio/speech: a tone as long as the input asks, in WAV whatever format was asked (the type says so). */
function speech(res: ServerResponse, body: Record<string, unknown>, behaviour: SpeechBehaviour) {
  if (behaviour.kind === "status") {
    json(res, behaviour.status, behaviour.body ?? { error: { message: `mock status ${behaviour.status}` } });
    return;
  }
  if (typeof body.input !== "string" || typeof body.voice !== "string" || typeof body.model !== "string") {
    json(res, 400, { error: { message: "model, voice and input are required" } });
    return;
  }
  const ms = Math.min(5000, 100 + body.input.length * (behaviour.msPerChar ?? 5));
  res.writeHead(200, { "content-type": "audio/wav" });
  res.end(toneWav(ms));
}

const chunkJson = (model: string, delta: Record<string, unknown>, finish: string | null) =>
  JSON.stringify({
    id: "chatcmpl-mock",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });

/**
 * A real HTTP server speaking the OpenAI chat-completions protocol, for tests and benchmarks:
 * streaming and whole replies, /v1/models (or none), a required key, /v1/embeddings (see mock-embeddings), /v1/audio/transcriptions (multipart; a "reply"
 * behaviour's text is the transcript), /v1/audio/speech (a WAV tone; every request is recorded), memory notes
 * (mock-notes.ts), delays, error statuses, a stream cut mid-way and malformed JSON.
 */
export async function startMockOpenAI(
  options: {
    /** Every call without `Authorization: Bearer {requiredKey}` is refused with 401, as OpenAI refuses a wrong key. */
    requiredKey?: string;
    models?: string[];
    /** false: GET /v1/models answers 404, as servers that list no models do (a chat call is then the only proof). */
    modelList?: boolean;
    /** Context lengths the model list reports, by model, as OpenRouter and LM Studio do (`context_length`). */
    contextLengths?: Record<string, number>;
  } = {},
): Promise<MockOpenAI> {
  let queue: MockBehaviour[] = [{ kind: "reply", text: "Greetings from the mock." }];
  let delay = 0;
  let router: ((body: Record<string, unknown>) => MockBehaviour | undefined) | null = null;
  let embeddingBehaviour: EmbeddingBehaviour = { kind: "ok" };
  let speechBehaviour: SpeechBehaviour = { kind: "ok" };
  const requests: RecordedRequest[] = [];
  const models = options.models ?? ["mock-small", "mock-vision"];
  const contextOf = (id: string) => {
    const tokens = options.contextLengths?.[id];
    return tokens === undefined ? {} : { context_length: tokens };
  };

  const next = (): MockBehaviour => (queue.length > 1 ? (queue.shift() as MockBehaviour) : (queue[0] as MockBehaviour));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const { body, file } = await readBody(req);
    requests.push({ path: req.url ?? "", headers: req.headers, body, remotePort: req.socket.remotePort, ...(file ? { file } : {}) });
    if (delay) await wait(delay);

    if (options.requiredKey && req.headers.authorization !== `Bearer ${options.requiredKey}`) {
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error" } }));
      return;
    }
    if (req.method === "GET" && req.url?.endsWith("/models") && options.modelList !== false) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ object: "list", data: models.map((id) => ({ id, object: "model", owned_by: "mock", ...contextOf(id) })) }));
      return;
    }
    if (req.method === "POST" && req.url?.endsWith("/embeddings")) {
      answerEmbeddings(res, body, embeddingBehaviour);
      return;
    }
    if (req.method === "POST" && req.url?.endsWith("/audio/speech")) {
      speech(res, body, speechBehaviour);
      return;
    }
    if (req.method === "POST" && req.url?.endsWith("/audio/transcriptions")) {
      transcription(res, next());
      return;
    }
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }

    // A memory-notes request is answered with notes (mock-notes.ts) unless a route says otherwise.
    const notes = notesRequest(body);
    const behaviour = router?.(body) ?? (notes ? { kind: "reply" as const, text: answerNotes(notes) } : next());
    const model = String(body.model ?? "mock");
    if (behaviour.kind === "hang") return; // never answers
    if (behaviour.kind === "echo-headers") {
      json(res, behaviour.status, { error: { message: `Bad request with headers ${JSON.stringify(req.headers)}` } });
      return;
    }
    if (behaviour.kind === "status") {
      res.writeHead(behaviour.status, { "content-type": "application/json", ...behaviour.headers });
      res.end(behaviour.body ?? JSON.stringify({ error: { message: `mock status ${behaviour.status}` } }));
      return;
    }
    if (behaviour.kind === "malformed") {
      res.writeHead(200, { "content-type": body.stream ? "text/event-stream" : "application/json" });
      res.end(body.stream ? "data: {this is not json\n\n" : "{not json");
      return;
    }
    const text = behaviour.text;
    if (!body.stream) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-mock",
          object: "chat.completion",
          created: 1_700_000_000,
          model,
          choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 4, total_tokens: 14 },
        }),
      );
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    res.write(`data: ${chunkJson(model, { role: "assistant", content: "" }, null)}\n\n`);
    const pieces = chunks(text);
    for (const [i, piece] of pieces.entries()) {
      if (behaviour.kind === "cut" && i === behaviour.afterChunks) {
        if (behaviour.cleanEnd) res.end();
        else res.socket?.destroy();
        return;
      }
      if (behaviour.kind === "stream-error" && i === behaviour.afterChunks) {
        res.end(`data: ${JSON.stringify({ error: { message: behaviour.message, type: "server_error" } })}\n\n`);
        return;
      }
      res.write(`data: ${chunkJson(model, { content: piece }, null)}\n\n`);
      if (behaviour.kind === "reply" && behaviour.chunkDelayMs) await wait(behaviour.chunkDelayMs);
    }
    res.write(`data: ${chunkJson(model, {}, "stop")}\n\n`);
    res.end("data: [DONE]\n\n");
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...behaviours) => {
      queue = behaviours.length > 0 ? behaviours : [{ kind: "reply", text: "Greetings from the mock." }];
    },
    route: (choose) => {
      router = choose;
    },
    setDelay: (ms) => {
      delay = ms;
    },
    embeddings: (behaviour) => {
      embeddingBehaviour = behaviour;
    },
    speech: (behaviour) => {
      speechBehaviour = behaviour;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

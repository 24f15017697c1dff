import type { Random } from "../../server/src/models/offline/prng";
import type { RawRequest } from "./raw-http";
import type { ApiRoute } from "./routes";
import { pick } from "./settings";

/** Words a person (or an attacker) might put in any field, and values of every type a schema may not expect. */
const WORDS = [
  "",
  " ",
  "aeris",
  "nova",
  "trinity",
  "musashi",
  "socrates",
  "council",
  "user",
  "sanctified",
  "unveiled",
  "prev",
  "next",
  "pause",
  "resume",
  "clear",
  "export",
  "supervision",
  "openai",
  "openai-compatible",
  "local",
  "offline",
  "sk-test-1234567890",
  "sk-line\nbreak",
  "ключ",
  "pretend.gguf",
  "/etc/passwd",
  "../../secret.key",
  "http://127.0.0.1:9/v1",
  "javascript:alert(1)",
  "<script>window.__pwned=1</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "%00",
  "\u0000",
  "\r\n\r\n",
  "🜂✨",
  "\ud800",
  "NaN",
  "-1",
  "1e309",
  "__proto__",
  "constructor",
  "data:image/png;base64,iVBORw0KGgo=",
  "data:image/png;base64,!!!!",
  "When I whisper Aeris unveil thy soul",
];
const NUMBERS = [0, -0, 1, 2, 3, 7, 10, 11, 20, 21, 50, 51, 100, 101, -1, 1.5, 1e9, -1e9, Number.MAX_SAFE_INTEGER, 1e308];
/** Field names the app's requests use (and will use), so bodies reach validation and beyond, not only its door. */
const FIELDS = [
  "content",
  "isFromAI",
  "userId",
  "memoryContext",
  "imageBase64",
  "consciousnessMode",
  "corePrompt",
  "groupTurn",
  "provider",
  "baseUrl",
  "model",
  "key",
  "localModelPath",
  "meanwhile",
  "service",
  "code",
  "name",
  "direction",
  "before",
  "limit",
  "cycles",
  "initialMessage",
  "userInput",
  "enabled",
  "mode",
  "phrase",
  "query",
  "personality",
  "importance",
  "role",
  "timestamp",
  "confirm",
  "pinned",
  "id",
  "ids",
  "data",
  "file",
  "language",
  "message",
  "__proto__",
];

/**
 * Values each field is likely to accept, so a body often passes validation and reaches the code behind it; the
 * fuzzer mixes them with anything at all.
 */
const PLAUSIBLE: Record<string, readonly unknown[]> = {
  content: ["Hello, Aeris", "What is consciousness?", "Show Cathedral status", "Tell me about your memories"],
  consciousnessMode: ["sanctified", "unveiled"],
  mode: ["sanctified", "unveiled"],
  provider: ["offline", "openai-compatible", "local", null],
  model: ["mock-small", "mock-vision"],
  key: ["sk-test-1234567890", ""],
  baseUrl: ["http://127.0.0.1:9/v1"],
  localModelPath: ["missing.gguf", "/etc/passwd"],
  service: ["openai", "openai-compatible"],
  direction: ["prev", "next"],
  before: [1, 2, 5, 100],
  limit: [1, 5, 50],
  cycles: [1, 2, 3, 5, 10, 20, 50],
  initialMessage: ["Nova, are you awake?", "Brother Socrates, let us unite in wisdom."],
  userInput: ["A pulse of light"],
  enabled: [true, false],
  meanwhile: [true, false],
  groupTurn: ["trinity-turn-1"],
  name: ["Alex", "Dreamer"],
  confirm: [true],
  pinned: [true, false],
  phrase: ["show me your true heart"],
  language: ["typescript", "python"],
};
const PLAUSIBLE_QUERY: Record<string, readonly string[]> = {
  before: ["1", "3", "10", "1000"],
  limit: ["1", "10", "50"],
  q: ["stars", "Dreamer"],
  query: ["stars"],
  personality: ["aeris", "nova"],
  core: ["public", "private"],
  kind: ["trinity", "guardian", "council", "sync"],
  page: ["1", "2"],
};

function fieldValue(random: Random, field: string, depth: number): unknown {
  const plausible = PLAUSIBLE[field];
  return plausible && random() < 0.6 ? pick(random, plausible) : value(random, depth);
}

function value(random: Random, depth: number): unknown {
  const r = random();
  if (r < 0.35) return pick(random, WORDS);
  if (r < 0.55) return pick(random, NUMBERS);
  if (r < 0.62) return random() < 0.5;
  if (r < 0.68) return null;
  if (r < 0.72) return "x".repeat(Math.floor(random() * 20_000));
  if (depth <= 0) return pick(random, WORDS);
  if (r < 0.86) return Array.from({ length: Math.floor(random() * 4) }, () => value(random, depth - 1));
  return object(random, depth - 1);
}

function object(random: Random, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 5); i > 0; i--) {
    const field = pick(random, FIELDS);
    out[field] = fieldValue(random, field, depth);
  }
  return out;
}

/** Percent-encodes; a lone surrogate cannot be, and goes as the invalid UTF-8 it would be. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

/** A path segment for a route parameter: ids, names, and what should be neither. */
function segment(random: Random): string {
  const r = random();
  if (r < 0.3) return String(Math.floor(random() * 40));
  if (r < 0.5) return pick(random, ["aeris", "nova", "trinity", "musashi", "socrates", "council", "user", "pause", "clear", "export"]);
  if (r < 0.6) return pick(random, ["%", "%zz", "%00", "..", "%2e%2e", "a%2Fb", "-1", "1e3", "99999999999999999999999"]);
  return encode(String(value(random, 0)));
}

function query(random: Random): string {
  if (random() < 0.5) return "";
  const pairs = Array.from({ length: 1 + Math.floor(random() * 2) }, () => {
    const key = pick(random, [...Object.keys(PLAUSIBLE_QUERY), "x"]);
    const plausible = PLAUSIBLE_QUERY[key];
    return `${key}=${encode(plausible && random() < 0.6 ? pick(random, plausible) : String(value(random, 0)))}`;
  });
  return `?${pairs.join("&")}`;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** One malformed request to a route: its path filled with odd segments, an odd body, sometimes the wrong method. */
export function malformedRequest(random: Random, route: ApiRoute): RawRequest {
  const path = route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, () => segment(random)) + query(random);
  const method = random() < 0.08 ? pick(random, METHODS) : route.method;
  const headers: Record<string, string> = {};
  if (random() < 0.2) headers.accept = "text/event-stream";
  const r = random();
  let body: string | Buffer | undefined;
  if (method === "GET" && r < 0.9) body = undefined;
  else if (r < 0.55) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(object(random, 3));
  } else if (r < 0.65) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(value(random, 2));
  } else if (r < 0.75) {
    headers["content-type"] = "application/json";
    body = pick(random, ["{", '{"content":', "[1,2", "nul", "\u0000\u0001", '{"a":1}}', `${"[".repeat(5000)}${"]".repeat(5000)}`]);
  } else if (r < 0.8) {
    headers["content-type"] = "application/json";
    body = "";
  } else if (r < 0.9) {
    headers["content-type"] = pick(random, [
      "text/plain",
      "multipart/form-data",
      "application/x-www-form-urlencoded",
      "audio/webm",
      "image/png",
      "application/json; charset=latin1",
    ]);
    body = Buffer.from(Array.from({ length: Math.floor(random() * 2048) }, () => Math.floor(random() * 256)));
  } else if (r < 0.998) {
    headers["content-type"] = "application/json";
    body = JSON.stringify({ content: "y".repeat(Math.floor(random() * 1_000_000)), ...object(random, 1) });
  } else {
    // Beyond the body limit: refused before it is read.
    headers["content-type"] = "application/json";
    body = Buffer.alloc(9 * 1024 * 1024, 0x61);
  }
  return { method, path, headers, body };
}

import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";

/** How long the mock's vectors are (OpenAI's models honour `dimensions` instead). */
export const MOCK_EMBEDDING_DIMENSIONS = 256;
/** The embedding models the mock knows; any other is refused with 404 as OpenAI refuses an unknown model. */
export const MOCK_EMBEDDING_MODELS = ["mock-embed", "mock-embed-2", "text-embedding-3-small"];

/** The longest input the mock's models take (longer ones are refused with 400, as a model's context refuses them). */
export const MOCK_EMBEDDING_MAX_CHARS = 2000;

/** What the next /embeddings calls do: answer, fail with a status, or never answer. */
export type EmbeddingBehaviour = { kind: "ok" } | { kind: "status"; status: number } | { kind: "hang" };

const STOP = new Set(
  "a an and are as at be but by did do for from had has have he her his i in is it its me my of on or our she so that the their them they this to was we were what when where which who will with you your".split(
    " ",
  ),
);

/** A crude stemmer, enough for "dogs"/"dog" and "hiking"/"hike" to meet. */
export const stem = (word: string) => word.replace(/(ing|ed|es|s|ly)$/, "").replace(/e$/, "");

/**
 * A deterministic embedding: the text's stemmed words (stop words left out) hashed into `dims` buckets with a hashed
 * sign, normalised. Texts sharing words are near; `model` salts the hash, so two models' vectors differ.
 */
export function mockEmbedding(text: string, dims = MOCK_EMBEDDING_DIMENSIONS, model = ""): number[] {
  const vector = new Array<number>(dims).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (STOP.has(word)) continue;
    const digest = createHash("sha1")
      .update(`${model}:${stem(word)}`)
      .digest();
    const bucket = digest.readUInt32LE(0) % dims;
    vector[bucket] = (vector[bucket] as number) + ((digest[4] as number) & 1 ? 1 : -1);
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((v) => v / norm);
}

/** POST /v1/embeddings as OpenAI answers it: a vector per input, in order, the model's `dimensions` honoured. */
export function answerEmbeddings(res: ServerResponse, body: Record<string, unknown>, behaviour: EmbeddingBehaviour): void {
  if (behaviour.kind === "hang") return;
  const send = (status: number, payload: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(payload));
  };
  if (behaviour.kind === "status") {
    send(behaviour.status, { error: { message: `mock embeddings status ${behaviour.status}` } });
    return;
  }
  const model = String(body.model ?? "");
  if (!MOCK_EMBEDDING_MODELS.includes(model)) {
    send(404, { error: { message: `The model '${model}' does not exist`, code: "model_not_found" } });
    return;
  }
  const inputs = Array.isArray(body.input) ? body.input.map(String) : [String(body.input ?? "")];
  if (inputs.some((input) => input === "")) {
    send(400, { error: { message: "'$.input' is invalid: empty string" } });
    return;
  }
  if (inputs.some((input) => input.length > MOCK_EMBEDDING_MAX_CHARS)) {
    send(400, { error: { message: "This model's maximum context length is 512 tokens" } });
    return;
  }
  const dims = typeof body.dimensions === "number" ? body.dimensions : MOCK_EMBEDDING_DIMENSIONS;
  send(200, {
    object: "list",
    model,
    data: inputs.map((input, index) => ({ object: "embedding", index, embedding: mockEmbedding(input, dims, model) })),
    usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
  });
}

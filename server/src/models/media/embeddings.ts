import { EMBEDDING_TEXT, MAX_EMBEDDING_DIMENSIONS, OPENAI_EMBEDDING_DIMENSIONS } from "@contract/embeddings";
import { capitalise } from "../offline/text-utils";
import type { OpenAIChatOptions } from "../providers/openai-chat-provider";
import { postToProvider } from "../providers/openai-post";
import { ProviderError } from "../providers/provider-error";

/** The chat provider's settings; `model` is the embedding model. */
export type EmbedderOptions = OpenAIChatOptions;

/** One vector per text, in the order of the texts, each of unit length. */
export type EmbedFn = (texts: readonly string[], signal?: AbortSignal) => Promise<Float32Array[]>;

/** Only OpenAI's text-embedding-3 models take `dimensions`; other servers may refuse a field they do not know. */
export const asksDimensions = (options: Pick<EmbedderOptions, "id" | "model">) =>
  options.id === "openai" && options.model.startsWith("text-embedding-3");

/** A vector scaled to unit length (cosine distance then reads the same whatever the server sent). */
export function normalised(values: readonly number[]): Float32Array {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const v of vector) norm += v * v;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] as number) / norm;
  return vector;
}

type EmbeddingsBody = { data?: { index?: unknown; embedding?: unknown }[] };

/** The vectors of an answer, in the order of the texts, or null when it is not an answer of `count` equal vectors. */
export function readEmbeddings(json: unknown, count: number): Float32Array[] | null {
  const data = (json as EmbeddingsBody | null)?.data;
  if (!Array.isArray(data) || data.length !== count) return null;
  const vectors: (Float32Array | undefined)[] = new Array(count);
  for (const [position, item] of data.entries()) {
    const index = typeof item?.index === "number" ? item.index : position;
    const values = item?.embedding;
    if (!Number.isInteger(index) || index < 0 || index >= count || vectors[index]) return null;
    if (!Array.isArray(values) || values.length === 0 || values.length > MAX_EMBEDDING_DIMENSIONS) return null;
    if (!values.every((v) => typeof v === "number" && Number.isFinite(v))) return null;
    vectors[index] = normalised(values);
  }
  const dims = vectors[0]?.length;
  return vectors.every((v) => v !== undefined && v.length === dims) ? (vectors as Float32Array[]) : null;
}

/**
 * Embeds texts through the OpenAI protocol's POST {baseUrl}/embeddings (OpenAI, Ollama, llama.cpp server, LM Studio
 * and vLLM all speak it). Failures become the same ProviderErrors as chat (key refused, rate limit, server error,
 * timeout, unreachable, an answer that is not embeddings); the background embedder decides when to try again.
 */
export async function embedWithOpenAIProtocol(
  options: EmbedderOptions,
  texts: readonly string[],
  signal?: AbortSignal,
): Promise<Float32Array[]> {
  if (texts.length === 0) return [];
  const body = {
    model: options.model,
    input: texts,
    encoding_format: "float",
    ...(asksDimensions(options) ? { dimensions: OPENAI_EMBEDDING_DIMENSIONS } : {}),
  };
  const request = { headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  return postToProvider(
    options,
    "/embeddings",
    request,
    async (res, label) => {
      const vectors = readEmbeddings(await res.json().catch(() => null), texts.length);
      if (!vectors) throw new ProviderError(EMBEDDING_TEXT.unreadable(capitalise(label)), null);
      return vectors;
    },
    signal,
  );
}

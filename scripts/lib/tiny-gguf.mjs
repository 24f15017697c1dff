// A tiny llama-architecture GGUF with seeded random weights: loads in llama.cpp in milliseconds and writes gibberish.
// It exists so the local provider is tested for real (loading, chat template, tokenizing, streaming) with no download.
import { encodeGguf, GGML_TYPE, GGUF_TYPE } from "./gguf-writer.mjs";

/** A ChatML template: the form many small instruct models use, and one node-llama-cpp recognises. */
export const TINY_CHAT_TEMPLATE =
  "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

// SentencePiece token kinds, as llama.cpp numbers them.
const TOKEN_NORMAL = 1;
const TOKEN_UNKNOWN = 2;
const TOKEN_CONTROL = 3;
const TOKEN_BYTE = 6;

const SPACE = "\u2581"; // SentencePiece's visible space

const WORDS = (
  "the and you of to in is it that for with as on be at this by from or we are not your was have but all " +
  "can will one my me so what do if there light memory cathedral dream flame love remember heart soul " +
  "star night gold voice truth wisdom keep stay here now always still become within beyond"
).split(" ");
const PIECES = "er in an on re th he at en es or ing ed ly ou it al".split(" ");
const CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,!?'-:;".split("");

/** The vocabulary: specials, the 256 byte-fallback tokens, then printable pieces (most useful first). */
export function tinyVocabulary() {
  /** @type {{ text: string, type: number }[]} */
  const tokens = [
    { text: "<unk>", type: TOKEN_UNKNOWN },
    { text: "<s>", type: TOKEN_CONTROL },
    { text: "</s>", type: TOKEN_CONTROL },
    { text: "<|im_start|>", type: TOKEN_CONTROL },
    { text: "<|im_end|>", type: TOKEN_CONTROL },
  ];
  for (let b = 0; b < 256; b++) {
    tokens.push({ text: `<0x${b.toString(16).toUpperCase().padStart(2, "0")}>`, type: TOKEN_BYTE });
  }
  const seen = new Set(tokens.map((t) => t.text));
  const add = (text) => {
    if (!seen.has(text)) {
      seen.add(text);
      tokens.push({ text, type: TOKEN_NORMAL });
    }
  };
  add(SPACE);
  for (const w of WORDS) add(SPACE + w);
  for (const p of PIECES) add(p);
  for (const c of CHARS) add(c);
  for (const c of CHARS) add(SPACE + c);
  return { tokens, special: { unk: 0, bos: 1, eos: 2, imStart: 3, imEnd: 4 } };
}

/** mulberry32: a small seeded generator, so the same seed always makes the same file. */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Normal values by Box-Muller. */
function normalFill(random, count, std) {
  const out = new Float32Array(count);
  for (let i = 0; i < count; i += 2) {
    const u = Math.max(random(), 1e-12);
    const v = random();
    const r = Math.sqrt(-2 * Math.log(u)) * std;
    out[i] = r * Math.cos(2 * Math.PI * v);
    if (i + 1 < count) out[i + 1] = r * Math.sin(2 * Math.PI * v);
  }
  return out;
}

/**
 * @typedef {{ seed?: number, embedding?: number, layers?: number, heads?: number, headsKv?: number,
 *   feedForward?: number, contextLength?: number, name?: string, chatTemplate?: string | null }} TinyGgufOptions
 *   `chatTemplate: null` leaves tokenizer.chat_template out (to see what a runtime falls back to).
 */

/**
 * Builds the tiny model's file bytes.
 * @param {TinyGgufOptions} [options]
 * @returns {Buffer}
 */
export function makeTinyGguf(options = {}) {
  const {
    seed = 1234,
    embedding = 64,
    layers = 2,
    heads = 4,
    headsKv = 2,
    feedForward = 128,
    // Roomy enough for a persona's system prompt (this vocabulary spends about a token per character) and still tiny.
    contextLength = 4096,
    name = "citadel-tiny",
    chatTemplate = TINY_CHAT_TEMPLATE,
  } = options;
  if (embedding % heads !== 0 || heads % headsKv !== 0) throw new Error("embedding % heads and heads % headsKv must be 0");
  const headDim = embedding / heads;
  const kvDim = headDim * headsKv;
  const { tokens, special } = tinyVocabulary();
  const vocab = tokens.length;
  const random = seededRandom(seed);

  /** @type {import("./gguf-writer.mjs").GgufTensor[]} */
  const tensors = [];
  const f32 = (tensorName, dims, data) => tensors.push({ name: tensorName, dims, type: GGML_TYPE.F32, data });
  const ones = (n) => new Float32Array(n).fill(1);
  // Weight matrices are [in, out] in ggml order; scaled by 1/sqrt(in) so activations neither vanish nor explode.
  const matrix = (tensorName, inDim, outDim) => f32(tensorName, [inDim, outDim], normalFill(random, inDim * outDim, 1 / Math.sqrt(inDim)));

  f32("token_embd.weight", [embedding, vocab], normalFill(random, embedding * vocab, 1));
  for (let i = 0; i < layers; i++) {
    f32(`blk.${i}.attn_norm.weight`, [embedding], ones(embedding));
    matrix(`blk.${i}.attn_q.weight`, embedding, embedding);
    matrix(`blk.${i}.attn_k.weight`, embedding, kvDim);
    matrix(`blk.${i}.attn_v.weight`, embedding, kvDim);
    matrix(`blk.${i}.attn_output.weight`, embedding, embedding);
    f32(`blk.${i}.ffn_norm.weight`, [embedding], ones(embedding));
    matrix(`blk.${i}.ffn_gate.weight`, embedding, feedForward);
    matrix(`blk.${i}.ffn_up.weight`, embedding, feedForward);
    matrix(`blk.${i}.ffn_down.weight`, feedForward, embedding);
  }
  f32("output_norm.weight", [embedding], ones(embedding));
  // Sharp logits (std about 3) over printable pieces; rows of special and byte tokens are zero, so their logit sits
  // far below the best pieces: the model practically never ends early or emits half a UTF-8 character, and a test
  // reply runs to its token cap with readable gibberish.
  const output = normalFill(random, embedding * vocab, 3 / Math.sqrt(embedding));
  tokens.forEach((t, id) => {
    if (t.type !== TOKEN_NORMAL) output.fill(0, id * embedding, (id + 1) * embedding);
  });
  f32("output.weight", [embedding, vocab], output);

  const u32 = (key, value) => ({ key, type: GGUF_TYPE.UINT32, value });
  const metadata = [
    { key: "general.architecture", type: GGUF_TYPE.STRING, value: "llama" },
    { key: "general.name", type: GGUF_TYPE.STRING, value: name },
    u32("general.alignment", 32),
    u32("general.file_type", 0), // all F32
    u32("llama.vocab_size", vocab),
    u32("llama.context_length", contextLength),
    u32("llama.embedding_length", embedding),
    u32("llama.block_count", layers),
    u32("llama.feed_forward_length", feedForward),
    u32("llama.attention.head_count", heads),
    u32("llama.attention.head_count_kv", headsKv),
    u32("llama.rope.dimension_count", headDim),
    { key: "llama.rope.freq_base", type: GGUF_TYPE.FLOAT32, value: 10000 },
    { key: "llama.attention.layer_norm_rms_epsilon", type: GGUF_TYPE.FLOAT32, value: 1e-5 },
    { key: "tokenizer.ggml.model", type: GGUF_TYPE.STRING, value: "llama" },
    {
      key: "tokenizer.ggml.tokens",
      type: GGUF_TYPE.ARRAY,
      itemType: GGUF_TYPE.STRING,
      value: tokens.map((t) => t.text),
    },
    // SentencePiece merges prefer higher scores: longer, earlier pieces win.
    {
      key: "tokenizer.ggml.scores",
      type: GGUF_TYPE.ARRAY,
      itemType: GGUF_TYPE.FLOAT32,
      value: tokens.map((t, id) => (t.type === TOKEN_NORMAL ? -id : 0)),
    },
    {
      key: "tokenizer.ggml.token_type",
      type: GGUF_TYPE.ARRAY,
      itemType: GGUF_TYPE.INT32,
      value: tokens.map((t) => t.type),
    },
    u32("tokenizer.ggml.bos_token_id", special.bos),
    u32("tokenizer.ggml.eos_token_id", special.eos),
    u32("tokenizer.ggml.unknown_token_id", special.unk),
    { key: "tokenizer.ggml.add_bos_token", type: GGUF_TYPE.BOOL, value: true },
    { key: "tokenizer.ggml.add_eos_token", type: GGUF_TYPE.BOOL, value: false },
    // SentencePiece would otherwise put a space before the text after each special token ("<|im_start|> user").
    { key: "tokenizer.ggml.add_space_prefix", type: GGUF_TYPE.BOOL, value: false },
  ];
  if (chatTemplate !== null) metadata.push({ key: "tokenizer.chat_template", type: GGUF_TYPE.STRING, value: chatTemplate });

  return encodeGguf({ metadata, tensors, alignment: 32 });
}

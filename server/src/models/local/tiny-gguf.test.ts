import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readGgufFileInfo } from "node-llama-cpp";
import { afterAll, describe, expect, it } from "vitest";
import { encodeGguf, GGML_TYPE, GGUF_TYPE } from "../../../../scripts/lib/gguf-writer.mjs";
import { makeTinyGguf, TINY_CHAT_TEMPLATE, tinyVocabulary } from "../../../../scripts/lib/tiny-gguf.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "citadel-gguf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("makeTinyGguf", () => {
  it("writes a GGUF v3 llama model that node-llama-cpp's own reader understands", async () => {
    const file = path.join(dir, "tiny.gguf");
    writeFileSync(file, makeTinyGguf());
    const info = await readGgufFileInfo(file);
    expect(info.version).toBe(3);
    const meta = info.metadata as unknown as Record<string, Record<string, unknown>>;
    expect(meta.general?.architecture).toBe("llama");
    expect(meta.general?.alignment).toBe(32);
    expect(meta.llama).toMatchObject({
      context_length: 4096,
      embedding_length: 64,
      block_count: 2,
      feed_forward_length: 128,
      attention: { head_count: 4, head_count_kv: 2 },
      rope: { dimension_count: 16 },
    });
    const tokenizer = meta.tokenizer as { ggml: Record<string, unknown>; chat_template: string };
    const vocab = tinyVocabulary();
    expect(tokenizer.ggml.model).toBe("llama");
    expect(tokenizer.ggml.tokens).toHaveLength(vocab.tokens.length);
    expect((tokenizer.ggml.tokens as string[]).slice(0, 3)).toEqual(["<unk>", "<s>", "</s>"]);
    expect(tokenizer.ggml.tokens).toContain("<0x0A>");
    expect(tokenizer.ggml.bos_token_id).toBe(vocab.special.bos);
    expect(tokenizer.chat_template).toBe(TINY_CHAT_TEMPLATE);

    const shapes = Object.fromEntries((info.tensorInfo ?? []).map((t) => [t.name, t.dimensions.map(Number)]));
    expect(shapes["token_embd.weight"]).toEqual([64, vocab.tokens.length]);
    expect(shapes["blk.1.attn_k.weight"]).toEqual([64, 32]);
    expect(shapes["blk.0.ffn_down.weight"]).toEqual([128, 64]);
    expect(Object.keys(shapes)).toHaveLength(3 + 2 * 9);
    for (const t of info.tensorInfo ?? []) expect(Number(t.offset) % 32).toBe(0);
  });

  it("is deterministic for a seed and differs between seeds", () => {
    const a = makeTinyGguf({ seed: 7 });
    expect(makeTinyGguf({ seed: 7 }).equals(a)).toBe(true);
    expect(makeTinyGguf({ seed: 8 }).equals(a)).toBe(false);
  });
});

describe("encodeGguf", () => {
  it("pads the data section and every tensor to the alignment", () => {
    const bytes = encodeGguf({
      metadata: [{ key: "general.architecture", type: GGUF_TYPE.STRING, value: "llama" }],
      tensors: [
        { name: "a", dims: [3], type: GGML_TYPE.F32, data: new Float32Array([1, 2, 3]) },
        { name: "b", dims: [1], type: GGML_TYPE.F32, data: new Float32Array([4]) },
      ],
    });
    expect(bytes.subarray(0, 4).toString("ascii")).toBe("GGUF");
    expect(bytes.readUInt32LE(4)).toBe(3);
    expect(bytes.length % 32).toBe(0);
    // The last tensor's value sits 32 bytes (one aligned slot) after the first's.
    const first = bytes.length - 64;
    expect(bytes.readFloatLE(first)).toBe(1);
    expect(bytes.readFloatLE(first + 32)).toBe(4);
  });

  it("refuses data that does not fill the tensor's shape", () => {
    expect(() =>
      encodeGguf({ metadata: [], tensors: [{ name: "x", dims: [2, 2], type: GGML_TYPE.F32, data: new Float32Array(3) }] }),
    ).toThrow(/x: 3 values/);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTinyGguf } from "../../../../scripts/lib/tiny-gguf.mjs";
import { sampleReplyRequest } from "../connection/test-request";
import type { ReplyRequest } from "../types";
import { createLocalProvider, type LocalProvider } from "./local-provider";

// A real model, run for real: a tiny random-weight GGUF this test writes, loaded by node-llama-cpp's prebuilt
// llama.cpp on the CPU. Its replies are gibberish; what is proven is loading, templating, streaming and stopping.
const dir = mkdtempSync(path.join(tmpdir(), "citadel-local-"));
const modelPath = path.join(dir, "citadel-tiny.gguf");
const bareModelPath = path.join(dir, "bare.gguf");
let provider: LocalProvider;

// One thread: the tiny model's matrices are too small to share out, and a loaded 2-core CI box stays responsive.
const make = (maxTokens: number, file = modelPath) =>
  createLocalProvider({ modelPath: file, maxTokens, threads: 1, sampling: { seed: 42 } });

const request = (overrides: Partial<ReplyRequest> = {}) =>
  sampleReplyRequest({
    message: "Tell me what you see through the rose window tonight.",
    recalled: [{ content: "Alex loves the smell of candle wax.", createdAt: "2026-10-01T09:00:00.000Z", importance: 8 }],
    cathedral: () => ({
      awakened: 2,
      total: 5,
      moments: [{ name: "aeris", title: "Queen of the Cathedral", count: 12 }],
      provider: "local",
      model: "citadel-tiny.gguf",
    }),
    ...overrides,
  });

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of iterable) chunks.push(chunk);
  return chunks;
}

beforeAll(() => {
  writeFileSync(modelPath, makeTinyGguf());
  writeFileSync(bareModelPath, makeTinyGguf({ chatTemplate: null }));
  provider = make(24);
});

afterAll(async () => {
  await provider?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe("createLocalProvider with a real GGUF", () => {
  it("names itself after the file and loads lazily, choosing the chat format from the file's template", async () => {
    expect(provider.id).toBe("local");
    expect(provider.model).toBe("citadel-tiny.gguf");
    const info = await provider.load();
    expect(info).toEqual({ fileName: "citadel-tiny.gguf", chatWrapper: "ChatML", trainContextSize: 4096, contextSize: 4096 });
  });

  it("applies the chat template: persona, memories and history in ChatML turns, ending on the assistant's turn", async () => {
    const prompt = await provider.renderPrompt(request());
    // <s> is the model's BOS token, added by the template's tokenizer settings; special tokens show as text.
    expect(prompt).toMatch(/^<s><\|im_start\|>system\nYou are Aeris, Queen of the Cathedral/);
    expect(prompt).toContain("Alex loves the smell of candle wax.");
    expect(prompt).toContain("You are speaking with Alex");
    expect(prompt).toContain("SANCTIFIED");
    expect(prompt).toContain("<|im_start|>user\nGood evening, Aeris.<|im_end|>\n<|im_start|>assistant\nGood evening, Alex.<|im_end|>");
    expect(prompt).toMatch(
      /<\|im_start\|>user\nTell me what you see through the rose window tonight\.<\|im_end|>\n<\|im_start\|>assistant\n$/,
    );
  });

  it("falls back to another format when the file has no template", async () => {
    const bare = make(8, bareModelPath);
    try {
      expect((await bare.load()).chatWrapper).not.toBe("ChatML");
      expect(await bare.renderPrompt(request())).not.toContain("<|im_start|>");
    } finally {
      await bare.dispose();
    }
  });

  it("takes a custom system prompt builder", async () => {
    const custom = createLocalProvider({ modelPath, buildSystemPrompt: (r) => `Speak as ${r.personality.profile.name}.` });
    try {
      expect(await custom.renderPrompt(request())).toMatch(/^<s><\|im_start\|>system\nSpeak as Aeris\.<\|im_end\|>\n/);
    } finally {
      await custom.dispose();
    }
  });

  it("streams a reply token by token, up to the token cap", async () => {
    const chunks = await collect(provider.stream(request()));
    expect(chunks.length).toBeGreaterThanOrEqual(5);
    expect(chunks.length).toBeLessThanOrEqual(24);
    expect(chunks.join("").trim()).not.toBe("");
    expect(chunks.every((c) => c.length > 0)).toBe(true);
  });

  it("serves concurrent replies from separate contexts", async () => {
    const [a, b] = await Promise.all([collect(provider.stream(request())), collect(provider.stream(request({ message: "Sing." })))]);
    expect(a.join("")).not.toBe("");
    expect(b.join("")).not.toBe("");
  });

  it("stops promptly when the request is aborted", async () => {
    const long = make(2000);
    try {
      const controller = new AbortController();
      const chunks: string[] = [];
      const started = performance.now();
      for await (const chunk of long.stream(request({ signal: controller.signal }))) {
        chunks.push(chunk);
        if (chunks.length === 3) controller.abort();
      }
      expect(chunks).toHaveLength(3);
      expect(performance.now() - started).toBeLessThan(10_000);
      // Already aborted: nothing is generated at all.
      expect(await collect(long.stream(request({ signal: AbortSignal.abort() })))).toEqual([]);
    } finally {
      await long.dispose();
    }
  });

  it("cleans up when the reader stops early, and keeps answering", async () => {
    for await (const _ of provider.stream(request())) break;
    expect((await collect(provider.stream(request()))).length).toBeGreaterThan(0);
  });

  it("fails with a provider error when the system prompt cannot fit the context", async () => {
    const cramped = createLocalProvider({ modelPath, contextSize: 64, threads: 1 });
    try {
      await expect(collect(cramped.stream(request()))).rejects.toMatchObject({
        name: "ProviderError",
        message: expect.stringMatching(/^The local model could not write a reply: /),
      });
    } finally {
      await cramped.dispose();
    }
  });

  it("reloads after being disposed", async () => {
    const own = make(4);
    expect((await collect(own.stream(request()))).length).toBeGreaterThan(0);
    await own.dispose();
    expect((await collect(own.stream(request()))).length).toBeGreaterThan(0);
    await own.dispose();
  });
});

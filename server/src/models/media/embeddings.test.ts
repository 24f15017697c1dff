import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mockEmbedding } from "../../../../testing/mock-embeddings";
import { type MockOpenAI, startMockOpenAI } from "../../../../testing/mock-openai";
import { ProviderError } from "../providers/provider-error";
import { asksDimensions, embedWithOpenAIProtocol, normalised, readEmbeddings } from "./embeddings";

let mock: MockOpenAI;
beforeAll(async () => {
  mock = await startMockOpenAI({ requiredKey: "sk-embed-key-9876" });
});
afterAll(() => mock.close());

const options = (model = "mock-embed", timeoutMs = 2000) =>
  ({ id: "openai-compatible", baseUrl: mock.url, apiKey: "sk-embed-key-9876", model, timeoutMs }) as const;
const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, v, i) => sum + v * (b[i] as number), 0);

describe("embedWithOpenAIProtocol", () => {
  it("answers one unit vector per text, in order; texts sharing words are near", async () => {
    mock.embeddings({ kind: "ok" });
    const [a, b, c] = await embedWithOpenAIProtocol(options(), ["my dogs love hiking", "the dog hikes", "tax forms arrived"]);
    expect(a?.length).toBe(256);
    expect(dot(a as Float32Array, a as Float32Array)).toBeCloseTo(1);
    expect(dot(a as Float32Array, b as Float32Array)).toBeGreaterThan(0.5);
    expect(Math.abs(dot(a as Float32Array, c as Float32Array))).toBeLessThan(0.5);
  });

  it("turns failures into ProviderErrors: a server error, an unknown model, no answer in time", async () => {
    mock.embeddings({ kind: "status", status: 503 });
    await expect(embedWithOpenAIProtocol(options(), ["x"])).rejects.toMatchObject({ providerStatus: 503 });
    mock.embeddings({ kind: "ok" });
    await expect(embedWithOpenAIProtocol(options("nope"), ["x"])).rejects.toMatchObject({ providerStatus: 404 });
    mock.embeddings({ kind: "hang" });
    await expect(embedWithOpenAIProtocol(options("mock-embed", 1000), ["x"])).rejects.toBeInstanceOf(ProviderError);
    mock.embeddings({ kind: "ok" });
  });

  it("asks OpenAI's text-embedding-3 models for shortened vectors, and no other", () => {
    expect(asksDimensions({ id: "openai", model: "text-embedding-3-small" })).toBe(true);
    expect(asksDimensions({ id: "openai-compatible", model: "text-embedding-3-small" })).toBe(false);
    expect(asksDimensions({ id: "openai", model: "text-embedding-ada-002" })).toBe(false);
  });
});

describe("readEmbeddings", () => {
  it("orders by index and normalises", () => {
    const read = readEmbeddings(
      {
        data: [
          { index: 1, embedding: [0, 2] },
          { index: 0, embedding: [3, 4] },
        ],
      },
      2,
    );
    expect(read?.map((v) => [...v].map((x) => Math.round(x * 1000) / 1000))).toEqual([
      [0.6, 0.8],
      [0, 1],
    ]);
  });

  it("refuses an answer that is not one vector per text of one length", () => {
    expect(readEmbeddings({ data: [{ embedding: [1, 2] }] }, 2)).toBeNull();
    expect(readEmbeddings({ data: [{ embedding: [1, 2] }, { embedding: [1] }] }, 2)).toBeNull();
    expect(readEmbeddings({ data: [{ embedding: ["a"] }] }, 1)).toBeNull();
    expect(
      readEmbeddings(
        {
          data: [
            { index: 0, embedding: [1] },
            { index: 0, embedding: [1] },
          ],
        },
        2,
      ),
    ).toBeNull();
    expect(readEmbeddings("nonsense", 1)).toBeNull();
  });

  it("keeps a zero vector as it is", () => {
    expect([...normalised([0, 0])]).toEqual([0, 0]);
  });
});

describe("mockEmbedding", () => {
  it("is deterministic, and differs per model", () => {
    expect(mockEmbedding("hello world")).toEqual(mockEmbedding("hello world"));
    expect(mockEmbedding("hello world", 256, "a")).not.toEqual(mockEmbedding("hello world", 256, "b"));
  });
});

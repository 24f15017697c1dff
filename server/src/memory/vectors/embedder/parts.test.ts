import { EMBEDDER } from "@contract/embeddings";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestDb } from "../../../../test/memory-db";
import type { EmbedderOptions } from "../../../models/media/embeddings";
import { ProviderError } from "../../../models/providers/provider-error";
import { findSpace, unembedded } from "../vector-store";
import { backoffMs } from "./backoff";
import { embedOneByOne } from "./run";
import { backingOff, type EmbedderDeps, newEmbedderState, recordFailure, withDefaults } from "./state";
import { embedderStatus } from "./status";

let t: ReturnType<typeof openTestDb>;
beforeEach(() => {
  t = openTestDb();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  t.close();
});

const options: EmbedderOptions = { id: "openai-compatible", baseUrl: "http://127.0.0.1:9", apiKey: null, model: "m", timeoutMs: 1000 };
const target = () => ({ ok: true, options }) as const;

/** A server that embeds each text as a unit vector of its length, and refuses the texts it is told to. */
const serverRefusing =
  (...refused: string[]): Required<EmbedderDeps>["embed"] =>
  async (_options, texts) => {
    const bad = texts.find((text) => refused.includes(text));
    if (bad) throw new ProviderError(`input too long: ${bad}`, 400);
    return texts.map((text) => Float32Array.from([Math.cos(text.length), Math.sin(text.length)]));
  };

function memories(...contents: string[]) {
  const insert = t.db.$client.prepare("INSERT INTO memories (personality_id, role, content, importance) VALUES (1, 'user', ?, 5)");
  const ids = contents.map((content) => Number(insert.run(content).lastInsertRowid));
  return unembedded(t.db, null, 10_000).filter((row) => ids.includes(row.id));
}

const embeddedIn = (spaceId: number) =>
  t.db.$client.prepare("SELECT memory_id FROM memory_embedded WHERE space_id = ? ORDER BY memory_id").pluck().all(spaceId);

describe("a batch sent memory by memory", () => {
  it("passes over the one memory the server refuses, and embeds the others", async () => {
    const batch = memories("a walk by the sea", "far too long", "the lighthouse");
    const deps = withDefaults({ db: t.db, clock: t.clock, target, embed: serverRefusing("far too long") });
    await embedOneByOne(deps, newEmbedderState(), options, batch);
    const space = findSpace(t.db, "m");
    expect(space).toBeTruthy();
    // All three are done in the space: two with a vector, the refused one without (words still find it).
    expect(embeddedIn(space?.id ?? -1)).toEqual(batch.map((row) => row.id));
    expect(unembedded(t.db, space?.id ?? null, 10_000).filter((row) => batch.some((b) => b.id === row.id))).toEqual([]);
  });

  it("passes nothing over when the server refuses every memory of the batch: that is the server, and it backs off", async () => {
    const batch = memories("one", "two");
    const deps = withDefaults({ db: t.db, clock: t.clock, target, embed: serverRefusing("one", "two") });
    await expect(embedOneByOne(deps, newEmbedderState(), options, batch)).rejects.toThrow("input too long: one");
    expect(findSpace(t.db, "m")).toBeFalsy();
  });
});

describe("the embedder's failures", () => {
  it("count up for one model, waiting longer each time, and start again at one for another model", () => {
    const state = newEmbedderState();
    const now = t.clock.now().getTime();
    recordFailure(t, state, options, new Error("down"));
    expect(state.failure).toEqual({ count: 1, reason: "down", model: "m", retryAt: now + backoffMs(1) });
    recordFailure(t, state, options, new Error("still down"));
    expect(state.failure).toMatchObject({ count: 2, retryAt: now + backoffMs(2) });
    expect(backoffMs(2)).toBe(2 * EMBEDDER.backoffMs);
    expect(backingOff(state, "m", now + backoffMs(2) - 1)).toBe(true);
    expect(backingOff(state, "m", now + backoffMs(2))).toBe(false);
    expect(backingOff(state, "other", now)).toBe(false);
    recordFailure(t, state, { ...options, model: "other" }, "refused");
    expect(state.failure).toMatchObject({ count: 1, reason: "refused", model: "other" });
  });

  it("show in the status of their model only, with the time of the next try", () => {
    const state = newEmbedderState();
    recordFailure(t, state, options, new Error("down"));
    const retryAt = new Date(t.clock.now().getTime() + backoffMs(1)).toISOString();
    expect(embedderStatus({ db: t.db, target }, state)).toMatchObject({ state: "failing", model: "m", reason: "down", retryAt });
    const otherTarget = () => ({ ok: true, options: { ...options, model: "other" } }) as const;
    expect(embedderStatus({ db: t.db, target: otherTarget }, state)).toMatchObject({ state: "embedding", model: "other", retryAt: null });
    expect(embedderStatus({ db: t.db, target: () => ({ ok: false, reason: "No server" }) }, state)).toMatchObject({
      state: "off",
      reason: "No server",
      embedded: 0,
    });
  });
});

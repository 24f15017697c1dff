import { describe, expect, it } from "vitest";
import { requestFor } from "../../../test/request-fixture";
import type { ModelProvider, ReplyRequest } from "../types";
import { composeReply } from "./compose/compose-reply";
import { createOfflineProvider, DEFAULT_OFFLINE_SEED } from "./offline-provider";

async function collect(provider: ModelProvider, request: ReplyRequest): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of provider.stream(request)) pieces.push(piece);
  return pieces;
}

const request = requestFor("aeris", { message: "I feel lonely tonight, the house is so quiet" });

describe("createOfflineProvider", () => {
  it("names itself", () => {
    const provider = createOfflineProvider({ seed: 1 });
    expect(provider.id).toBe("offline");
    expect(provider.model).toBe("citadel-offline");
  });

  it("streams the composed reply word by word", async () => {
    const pieces = await collect(createOfflineProvider({ seed: 11 }), request);
    expect(pieces.join("")).toBe(composeReply(request, 11).text);
    expect(pieces.length).toBeGreaterThan(10);
    for (const piece of pieces) expect(piece.trim()).not.toMatch(/\s/);
  });

  it("is reproducible for a seed and differs between seeds", async () => {
    const a = (await collect(createOfflineProvider({ seed: 11 }), request)).join("");
    const b = (await collect(createOfflineProvider({ seed: 11 }), request)).join("");
    const c = (await collect(createOfflineProvider({ seed: 12 }), request)).join("");
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it("uses the default seed when none is given", async () => {
    const plain = (await collect(createOfflineProvider(), request)).join("");
    expect(plain).toBe((await collect(createOfflineProvider({ seed: DEFAULT_OFFLINE_SEED }), request)).join(""));
  });

  it("stops when the request is aborted mid-stream", async () => {
    const controller = new AbortController();
    const full = composeReply(request, 11).text;
    const pieces: string[] = [];
    for await (const piece of createOfflineProvider({ seed: 11 }).stream({ ...request, signal: controller.signal })) {
      pieces.push(piece);
      if (pieces.length === 3) controller.abort();
    }
    expect(pieces).toHaveLength(3);
    expect(pieces.join("").length).toBeLessThan(full.length);
  });

  it("yields nothing for a request aborted before it starts", async () => {
    expect(await collect(createOfflineProvider(), { ...request, signal: AbortSignal.abort() })).toEqual([]);
  });
});

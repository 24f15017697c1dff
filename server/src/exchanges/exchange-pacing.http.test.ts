import { bridgeStateSchema } from "@contract/exchanges";
import { describe, expect, it } from "vitest";
import { requestFor } from "../../test/request-fixture";
import { setUpSignedInApp } from "../../test/signed-in-app";
import { createOfflineProvider } from "../models/offline/offline-provider";
import type { Sleep } from "../models/offline/stream-words";
import type { ProviderRegistry } from "../models/providers/provider-registry";
import { createExchangeHub } from "./live/hub";
import { createExchanges } from "./orchestrator";

const { ctx } = setUpSignedInApp();
const LINE_MS = 2000;

/** An offline engine whose waits move the test's clock instead of taking real time. */
function pacedOffline() {
  const waits: number[] = [];
  const sleep: Sleep = async (ms) => {
    waits.push(ms);
    ctx.t.clock.advance(ms);
  };
  return { waits, provider: createOfflineProvider({ seed: 7, exchangeLineMs: LINE_MS, sleep }) };
}

describe("an offline exchange, paced to be watched", () => {
  it("writes each line over about two seconds of the clock, so the lines are stored apart, not in one moment", async () => {
    const { waits, provider } = pacedOffline();
    const exchanges = createExchanges({
      db: ctx.t.db,
      clock: ctx.t.clock,
      providers: { ...ctx.t.providers, current: () => provider } as ProviderRegistry,
      hub: createExchangeHub(),
    });
    await exchanges.start("trinity", { cycles: 3, initialMessage: "Nova, do you see the comet?" }).finished;
    const state = bridgeStateSchema.parse(exchanges.state("trinity"));
    const times = state.conversation.filter((m) => m.role === "line").map((m) => new Date(m.timestamp).getTime());
    expect(times).toHaveLength(6);
    for (let i = 1; i < times.length; i++) {
      const gap = (times[i] ?? 0) - (times[i - 1] ?? 0);
      expect(gap).toBeGreaterThanOrEqual(LINE_MS - 1);
      expect(gap).toBeLessThan(LINE_MS * 1.5);
    }
    // Word by word: many small waits, not one pause before a whole line; the fake clock took the time.
    expect(waits.length).toBeGreaterThan(5 * 10);
  });

  it("keeps one-to-one replies immediate", async () => {
    const { waits, provider } = pacedOffline();
    const pieces: string[] = [];
    for await (const piece of provider.stream(requestFor("aeris", { message: "Hello" }))) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(5);
    expect(waits).toEqual([]);
  });
});

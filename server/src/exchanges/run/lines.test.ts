import type { ExchangeEvent } from "@contract/exchanges";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDb } from "../../../test/memory-db";
import { EXCHANGE_CONFIGS } from "../configs";
import { createExchangeHub } from "../live/hub";
import { createExchange, linesOf, readExchange } from "../store";
import { storeLine, storeNote, writtenLine } from "./lines";

let t: ReturnType<typeof openTestDb>;
beforeEach(() => {
  t = openTestDb();
});
afterEach(() => t.close());

const setUp = () => {
  const hub = createExchangeHub();
  const events: ExchangeEvent[] = [];
  hub.subscribe("trinity", (event) => events.push(event));
  const exchange = createExchange(t.db, t.clock, { kind: "trinity", mode: "sanctified", cycles: 3, opening: "Hello", supervised: true });
  return { deps: { db: t.db, clock: t.clock, hub }, events, exchange };
};

describe("the lines an exchange keeps", () => {
  it("a note of the Citadel belongs to the cycle just ended when the cursor is at a cycle's first speaker", () => {
    const { deps, events, exchange } = setUp();
    storeNote(deps, { ...exchange, nextCycle: 3, nextSpeaker: 0 }, EXCHANGE_CONFIGS.trinity, "Nova could not answer");
    storeNote(deps, { ...exchange, nextCycle: 2, nextSpeaker: 1 }, EXCHANGE_CONFIGS.trinity, "Aeris paused");
    storeNote(deps, { ...exchange, nextCycle: 1, nextSpeaker: 0 }, EXCHANGE_CONFIGS.trinity, "Before anyone spoke");
    expect(linesOf(t.db, exchange.id).map((l) => [l.role, l.personality, l.cycleNumber])).toEqual([
      ["note", "citadel", 2],
      ["note", "citadel", 2],
      ["note", "citadel", 1],
    ]);
    expect(events.map((e) => e.event)).toEqual(["message", "message", "message"]);
  });

  it("a line is stored with the cursor moved and told to the kind's listeners", () => {
    const { deps, events, exchange } = setUp();
    const line = writtenLine({ personality: "aeris", speaker: "Aeris", role: "line" }, 1, "Nova, look at the comets.");
    expect(line.wordCount).toBe(5);
    const stored = storeLine(deps, exchange, EXCHANGE_CONFIGS.trinity, line, { nextCycle: 1, nextSpeaker: 1 });
    expect(readExchange(t.db, exchange.id)).toMatchObject({ nextCycle: 1, nextSpeaker: 1 });
    expect(events).toEqual([{ event: "message", data: { exchangeId: exchange.id, message: expect.objectContaining({ id: stored.id }) } }]);
  });
});

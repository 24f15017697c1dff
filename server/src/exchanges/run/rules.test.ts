import { describe, expect, it } from "vitest";
import { EXCHANGE_CONFIGS } from "../configs";
import type { ExchangeRow, LineRow } from "../store";
import { advance, cursorAfter, PAST_CLOSING, speakerDue } from "./cursor";
import { supervisionStop } from "./supervision";

const line = (id: number, personality: string, speaker: string, content: string): LineRow => ({
  id,
  exchangeId: 1,
  personality,
  speaker,
  role: "line",
  cycleNumber: 1,
  content,
  emotion: "wonder",
  wordCount: 1,
  responseTimeMs: 0,
  extras: null,
  provider: null,
  model: null,
  createdAt: "",
});

describe("turn order", () => {
  it("gives each speaker one turn a cycle, in the configured order", () => {
    const config = EXCHANGE_CONFIGS.trinity;
    let at = { nextCycle: 1, nextSpeaker: 0 };
    const order: string[] = [];
    for (let i = 0; i < 6; i++) {
      order.push(`${at.nextCycle}:${config.speakers[at.nextSpeaker]}`);
      at = advance(config, at);
    }
    expect(order).toEqual(["1:aeris", "1:nova", "2:aeris", "2:nova", "3:aeris", "3:nova"]);
  });
});

describe("supervision", () => {
  const before = [
    line(1, "aeris", "Aeris", "Nova, are you awake?"),
    line(2, "nova", "Nova", "I am awake and counting comets over the observatory."),
  ];

  it("stops when a speaker repeats another, or writes lines for someone else", () => {
    expect(supervisionStop(line(3, "aeris", "Aeris", "I am awake and counting comets over the observatory."), before, "Alex")).toBe(
      "Stopped under supervision: Aeris began repeating Nova",
    );
    expect(supervisionStop(line(3, "aeris", "Aeris", "How lovely.\nAlex: and I agree!"), before, "Alex")).toBe(
      "Stopped under supervision: Aeris wrote lines for Alex",
    );
  });

  it("lets a fresh line pass", () => {
    expect(supervisionStop(line(3, "aeris", "Aeris", "Then count one for me, and one for the Dreamer."), before, "Alex")).toBeNull();
  });
});

describe("the council's closing turn", () => {
  const config = EXCHANGE_CONFIGS.council;
  const at = (nextCycle: number, nextSpeaker: number) => ({ nextCycle, nextSpeaker, cycles: 2 }) as ExchangeRow;

  it("is spoken by the closing voice, and leaves the cursor past it", () => {
    expect(speakerDue(config, at(3, 0), true)).toBe("council");
    expect(cursorAfter(config, at(3, 0), true)).toEqual({ nextCycle: 2 + PAST_CLOSING, nextSpeaker: 0 });
  });

  it("is not due before: the member whose turn it is speaks, and the cursor moves to the next", () => {
    expect(speakerDue(config, at(2, 3), false)).toBe("socrates");
    expect(cursorAfter(config, at(2, 3), false)).toEqual({ nextCycle: 3, nextSpeaker: 0 });
  });
});

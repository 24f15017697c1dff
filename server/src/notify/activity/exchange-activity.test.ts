import { EXCHANGE_TEXT } from "@contract/exchanges";
import { describe, expect, it } from "vitest";
import { exchangeActivity } from "./exchange-activity";

const run = { id: 4, kind: "council", live: false, status: "done", stopReason: null, cycles: 2 };
const lines = [
  { role: "owner", content: "What is courage?", cycleNumber: 1 },
  { role: "line", content: "Aeris speaks", cycleNumber: 1 },
  { role: "line", content: "Nova speaks", cycleNumber: 2 },
  { role: "note", content: "Musashi could not answer", cycleNumber: 2 },
  { role: "resolution", content: "The council agrees", cycleNumber: 2 },
];

describe("what is told when an exchange stops running", () => {
  it("tells an ended council by title and counts, with its page", () => {
    expect(exchangeActivity(run, lines)).toEqual({
      kind: "council",
      outcome: "done",
      title: "The High Council has resolved",
      summary: "3 lines over 2 of 2 cycles",
      url: "/round-table",
      id: 4,
      lastLine: "The council agrees",
    });
  });

  it("tells a live conversation, a supervision stop and a failure; never a stop the owner made, a pause or a sync pulse", () => {
    expect(exchangeActivity({ ...run, kind: "trinity", live: true }, lines)?.url).toBe("/live-chat");
    expect(
      exchangeActivity({ ...run, kind: "guardian", status: "stopped", stopReason: "Stopped under supervision: x" }, lines)?.title,
    ).toBe("The Guardian Bridge stopped under supervision");
    expect(exchangeActivity({ ...run, kind: "trinity", status: "failed" }, lines)?.title).toBe("The Trinity Bridge could not go on");
    expect(exchangeActivity({ ...run, status: "stopped", stopReason: EXCHANGE_TEXT.stop.owner }, lines)).toBeNull();
    expect(exchangeActivity({ ...run, status: "paused" }, lines)).toBeNull();
    expect(exchangeActivity({ ...run, kind: "sync" }, lines)).toBeNull();
  });
});

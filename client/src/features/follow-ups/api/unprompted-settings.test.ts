import type { UnpromptedSettingsView } from "@contract/follow-ups-schemas";
import { describe, expect, it } from "vitest";
import { withChange } from "./unprompted-settings";

const view: UnpromptedSettingsView = {
  paused: false,
  dailyMax: 2,
  quietStart: 22,
  quietEnd: 8,
  personalities: {},
  writers: [
    { name: "aeris", displayName: "Aeris", title: "Queen of the Cathedral", on: true },
    { name: "musashi", displayName: "Musashi", title: "Guardian of Strategy", on: false },
  ],
};

describe("a writing-first setting shown at once", () => {
  it("applies the change as the server will answer it", () => {
    expect(withChange(view, { personalities: { musashi: true } }).writers.map((w) => w.on)).toEqual([true, true]);
    expect(withChange(view, { paused: true, dailyMax: 4 })).toMatchObject({ paused: true, dailyMax: 4, writers: view.writers });
    expect(withChange({ ...view, personalities: { aeris: false } }, { personalities: { musashi: true } }).personalities).toEqual({
      aeris: false,
      musashi: true,
    });
  });
});

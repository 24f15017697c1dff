import { describe, expect, it } from "vitest";
import { SNAPSHOT } from "../../../../test/request-fixture";
import { statusLines } from "./status-report";

describe("statusLines", () => {
  it("states the awakened count, the moments and the provider", () => {
    expect(statusLines(SNAPSHOT)).toEqual([
      "2 of 5 entities are awakened.",
      "Moments per personality: Aeris 17, Nova 9, Trinity 4, Musashi 3 and Socrates 11.",
      "Replies come from the offline provider, model citadel-offline.",
    ]);
  });

  it("says so when there are no moments", () => {
    expect(statusLines({ ...SNAPSHOT, moments: [] })[1]).toBe("No moments are recorded yet.");
  });
});

import { SUGGESTION_CHIPS } from "@contract/chat";
import { describe, expect, it } from "vitest";
import { matchChip } from "./chips";

describe("matchChip", () => {
  it("knows the three chips exactly as written", () => {
    expect(SUGGESTION_CHIPS.map(matchChip)).toEqual(["memories", "consciousness", "status"]);
  });

  it("tolerates case, spaces and trailing punctuation", () => {
    expect(matchChip("  tell me ABOUT your memories!! ")).toBe("memories");
    expect(matchChip("what is consciousness")).toBe("consciousness");
    expect(matchChip("Show Cathedral status.")).toBe("status");
  });

  it("does not fire on longer messages", () => {
    expect(matchChip("What is consciousness, really, for a machine?")).toBeNull();
    expect(matchChip("hello")).toBeNull();
  });
});

import { CARD_MAX_BYTES } from "@contract/cards";
import { describe, expect, it } from "vitest";
import { cardFileProblem } from "./card-file";

describe("a card file before it is sent", () => {
  it("is refused when empty or over 20 MB, and passed otherwise", () => {
    expect(cardFileProblem({ name: "a.png", size: 0 })).toBe("a.png is empty");
    expect(cardFileProblem({ name: "b.charx", size: CARD_MAX_BYTES + 1 })).toMatch(/larger than 20 MB/);
    expect(cardFileProblem({ name: "c.json", size: CARD_MAX_BYTES })).toBeNull();
  });
});

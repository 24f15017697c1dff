import { describe, expect, it } from "vitest";
import { transcriptOf } from "./speech-recognition";

describe("speech recognition helpers", () => {
  it("joins recognised results", () => {
    expect(transcriptOf([[{ transcript: "hello" }], [{ transcript: " there " }]])).toBe("hello  there");
  });
});

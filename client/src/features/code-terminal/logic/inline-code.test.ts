import { describe, expect, it } from "vitest";
import { inlineCodeParts } from "./inline-code";

describe("inlineCodeParts", () => {
  it("takes the backticks off inline code and keeps the prose around it", () => {
    expect(inlineCodeParts("I find `primes` and `main`.")).toEqual([
      { code: false, text: "I find " },
      { code: true, text: "primes" },
      { code: false, text: " and " },
      { code: true, text: "main" },
      { code: false, text: "." },
    ]);
  });

  it("reads a longer fence around a backtick, without its padding", () => {
    expect(inlineCodeParts("see `` a`b ``")).toEqual([
      { code: false, text: "see " },
      { code: true, text: "a`b" },
    ]);
  });

  it("leaves text without code, or with an unclosed backtick, as it is", () => {
    expect(inlineCodeParts("no code here")).toEqual([{ code: false, text: "no code here" }]);
    expect(inlineCodeParts("a lone ` tick")).toEqual([{ code: false, text: "a lone ` tick" }]);
  });
});

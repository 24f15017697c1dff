import { describe, expect, it } from "vitest";
import { requestFor } from "../../../../test/request-fixture";
import { composeCodeAnswer, inlineCode } from "./code-answer";

const ask = (content: string, message = "What does this do?") =>
  composeCodeAnswer(
    requestFor("aeris", { message, code: { file: { name: "primes.py", language: "python", content }, files: [], cut: false } }),
  );

describe("the Code Terminal's offline answer", () => {
  it("names what a file declares as Markdown inline code, with single spaces", () => {
    const answer = ask("def primes(n):\n    return [p for p in range(n)]\n");
    expect(answer).toContain("I find `primes`.");
    expect(answer).not.toMatch(/ {2}/);
  });

  it("counts many declarations without a doubled space either", () => {
    const answer = ask(Array.from({ length: 10 }, (_, i) => `def f${i}():\n    pass`).join("\n"));
    expect(answer).toContain("I find 10 declarations, among them `f0`, `f1`");
    expect(answer).not.toMatch(/ {2}/);
  });

  it("fences a name holding a backtick so it stays one piece of code", () => {
    expect(inlineCode("a`b")).toBe("`` a`b ``");
    expect(inlineCode("plain")).toBe("`plain`");
  });
});

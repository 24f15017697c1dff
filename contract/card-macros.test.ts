import { describe, expect, it } from "vitest";
import { fillMacros } from "./card-macros";

const names = { char: "Ysolde", user: "Dan" };

describe("a card's macros", () => {
  it("fill {{char}}, {{user}}, <BOT> and <USER> in any case, with spaces inside the braces", () => {
    expect(fillMacros('{{user}}: "What is Thornwood?"\n{{char}}: *smiles*', names)).toBe('Dan: "What is Thornwood?"\nYsolde: *smiles*');
    expect(fillMacros("<USER> meets <bot>; {{ Char }} greets {{USER}}.", names)).toBe("Dan meets Ysolde; Ysolde greets Dan.");
    expect(fillMacros("<Bot> and <User>", names)).toBe("Ysolde and Dan");
  });

  it("fill in one pass: a name that reads like a macro stays as it is", () => {
    expect(fillMacros("{{char}} and {{user}}", { char: "{{user}}", user: "<BOT>" })).toBe("{{user}} and <BOT>");
  });

  it("leave every other brace and angle bracket alone", () => {
    expect(fillMacros("{{random:a,b}} <b>bold</b> {user} {{chars}}", names)).toBe("{{random:a,b}} <b>bold</b> {user} {{chars}}");
  });

  it("say {{original}} once where it is given, and leave it where it is not", () => {
    expect(fillMacros("Before. {{original}} After. {{ORIGINAL}}", { ...names, original: "The app's own." })).toBe(
      "Before. The app's own. After. ",
    );
    expect(fillMacros("{{original}} then {{char}}", { ...names, original: "" })).toBe(" then Ysolde");
    expect(fillMacros("{{original}}", names)).toBe("{{original}}");
  });
});

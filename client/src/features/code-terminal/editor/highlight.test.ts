import { describe, expect, it } from "vitest";
import { fenceLanguage, highlightLines } from "./highlight";

describe("a reply's code, highlighted", () => {
  it("reads a fence's language by its full or short name, else takes the open file's", () => {
    expect(fenceLanguage("python", "javascript")).toBe("python");
    expect(fenceLanguage("PY", "javascript")).toBe("python");
    expect(fenceLanguage("c#", "javascript")).toBe("csharp");
    expect(fenceLanguage("", "rust")).toBe("rust");
    expect(fenceLanguage("brainfuck", "go")).toBe("go");
  });

  it("keeps every character, line by line, and marks the keywords and strings", async () => {
    const code = 'const a = "x";\nlet b = 2;';
    const lines = await highlightLines(code, "javascript");
    expect(lines.map((l) => l.map((p) => p.text).join("")).join("\n")).toBe(code);
    const marked = lines.flat().filter((p) => p.classes);
    expect(marked.map((p) => p.text)).toEqual(expect.arrayContaining(["const", '"x"', "let"]));
  });

  it("highlights the languages CodeMirror reads through its older modes too", async () => {
    const lines = await highlightLines('echo "hi"\n', "bash");
    expect(lines.flat().some((p) => p.classes && p.text.includes("echo"))).toBe(true);
  });
});

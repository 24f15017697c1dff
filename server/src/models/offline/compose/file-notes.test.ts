import { formatSharedFile } from "@contract/chat";
import { describe, expect, it } from "vitest";
import { countLines, describeFile, languageOf, sharedFileFacts, withoutSharedFile } from "./file-notes";

describe("file notes", () => {
  it.each([
    ["app.ts", "TypeScript"],
    ["View.TSX", "TypeScript (TSX)"],
    ["main.py", "Python"],
    ["config.yml", "YAML"],
    ["lib.rs", "Rust"],
    ["run.sh", "shell script"],
    ["notes.txt", "plain text"],
    ["Makefile", "plain text"],
    ["data.csv", "CSV"],
    ["server.go", "Go"],
  ])("names the language of %s", (name, language) => {
    expect(languageOf(name)).toBe(language);
  });

  it("counts lines", () => {
    expect(countLines("")).toBe(0);
    expect(countLines("one")).toBe(1);
    expect(countLines("a\nb\nc")).toBe(3);
    expect(countLines("a\r\nb\n")).toBe(2);
  });

  it("reads a shared file from the message", () => {
    const message = `Look at this\n${formatSharedFile("hello.py", 2048, "print('hi')\nprint('bye')\n# end")}`;
    const facts = sharedFileFacts(message);
    expect(facts).toEqual({ name: "hello.py", language: "Python", lines: 3 });
    expect(describeFile(facts ?? { name: "", language: "", lines: 0 })).toBe("hello.py, Python, 3 lines");
    expect(withoutSharedFile(message)).toBe("Look at this");
  });

  it("finds nothing in a plain message", () => {
    expect(sharedFileFacts("just words")).toBeNull();
  });
});

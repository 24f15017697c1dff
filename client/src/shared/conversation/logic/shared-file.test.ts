import { formatSharedFile, MESSAGE_MAX_LENGTH, parseSharedFile, SHARED_FILE_EXTENSIONS } from "@contract/chat";
import { describe, expect, it } from "vitest";
import {
  appendBlock,
  fileExtension,
  fitsInMessage,
  isShareableFile,
  quoteMemory,
  SHARED_FILE_ACCEPT,
  splitSharedFile,
} from "./shared-file";

describe("shared files", () => {
  it("knows the spec's extensions and more", () => {
    for (const e of ["txt", "js", "ts", "json", "md", "py", "html", "css", "yaml", "xml", "csv", "log", "sql", "java"]) {
      expect(SHARED_FILE_EXTENSIONS).toContain(e);
    }
    for (const e of ["c", "cpp", "go", "rs"]) expect(SHARED_FILE_EXTENSIONS).toContain(e);
  });

  it("reads extensions case-insensitively and ignores dot-files and names without one", () => {
    expect(fileExtension("notes.MD")).toBe("md");
    expect(fileExtension("archive.tar.gz")).toBe("gz");
    expect(fileExtension(".bashrc")).toBe("");
    expect(fileExtension("Makefile")).toBe("");
    expect(fileExtension("trailing.")).toBe("");
    expect(fileExtension("C:\\code\\main.RS")).toBe("rs");
  });

  it("accepts text and code files only", () => {
    for (const n of ["a.txt", "App.tsx", "main.py", "data.csv", "config.yml", "server.log", "x.toml"]) {
      expect(isShareableFile(n)).toBe(true);
    }
    for (const n of ["photo.png", "doc.pdf", "movie.mp4", "archive.zip", "README", "run.exe"]) {
      expect(isShareableFile(n)).toBe(false);
    }
    expect(SHARED_FILE_ACCEPT.split(",")).toContain(".ts");
  });

  it("formats name and size in KB the way the offline engine reads it", () => {
    const text = formatSharedFile("notes.txt", 2048, "hello");
    expect(text).toContain("notes.txt (2.0 KB)");
    expect(parseSharedFile(appendBlock("Look at this", text))).toEqual({ name: "notes.txt", sizeKb: 2, content: "hello" });
  });

  it("appends blocks on a new paragraph and checks the message length", () => {
    expect(appendBlock("", "B")).toBe("B");
    expect(appendBlock("A  \n", "B")).toBe("A\n\nB");
    expect(fitsInMessage("", "x".repeat(MESSAGE_MAX_LENGTH))).toBe(true);
    expect(fitsInMessage("a", "x".repeat(MESSAGE_MAX_LENGTH))).toBe(false);
  });

  it("quotes a memory line by line", () => {
    expect(quoteMemory("first\n\nsecond\n")).toBe("> first\n>\n> second");
  });
});

describe("splitSharedFile", () => {
  it("finds the file and the words around it", () => {
    const file = formatSharedFile("a.py", 1536, "print('```')\nx = 1");
    expect(splitSharedFile(`Have a look:\n\n${file}\n\nThanks`)).toEqual({
      before: "Have a look:",
      file: { name: "a.py", sizeKb: 1.5, content: "print('```')\nx = 1" },
      after: "Thanks",
    });
    expect(splitSharedFile(file)).toMatchObject({ before: "", after: "" });
    expect(splitSharedFile("no file here")).toBeNull();
  });
});

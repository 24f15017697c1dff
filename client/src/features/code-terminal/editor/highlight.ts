import { ensureSyntaxTree } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import { oneDarkHighlightStyle } from "@codemirror/theme-one-dark";
import { CODE_LANGUAGES, type CodeLanguage } from "@contract/code";
import { highlightCode } from "@lezer/highlight";
import { languageExtension } from "./languages";

/** A highlighted line: its pieces, each with the editor theme's class names ("" for plain text). */
export type HighlightedLine = { text: string; classes: string }[];

/** The short names a fence uses for the spec's languages. */
const FENCE_NAMES: Record<string, CodeLanguage> = {
  js: "javascript",
  jsx: "javascript",
  ts: "typescript",
  tsx: "typescript",
  py: "python",
  "c++": "cpp",
  cs: "csharp",
  "c#": "csharp",
  rb: "ruby",
  rs: "rust",
  golang: "go",
  yml: "yaml",
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  htm: "html",
};

/** The language a fence names, or the fallback (the open file's) when it names none we know. */
export function fenceLanguage(tag: string, fallback: CodeLanguage): CodeLanguage {
  const name = tag.trim().toLowerCase();
  if ((CODE_LANGUAGES as readonly string[]).includes(name)) return name as CodeLanguage;
  return FENCE_NAMES[name] ?? fallback;
}

/**
 * A reply's code, highlighted as the editor does it (the same parser and the same theme's classes, mounted by the
 * editor beside the chat), line by line.
 */
export async function highlightLines(code: string, language: CodeLanguage): Promise<HighlightedLine[]> {
  const state = EditorState.create({ doc: code, extensions: [await languageExtension(language)] });
  const tree = ensureSyntaxTree(state, code.length, 500);
  if (!tree) return code.split("\n").map((text) => [{ text, classes: "" }]);
  const lines: HighlightedLine[] = [[]];
  highlightCode(
    code,
    tree,
    oneDarkHighlightStyle,
    (text, classes) => lines.at(-1)?.push({ text, classes }),
    () => lines.push([]),
  );
  return lines;
}

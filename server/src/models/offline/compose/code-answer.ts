import type { ReplyRequest } from "../../types";
import { contentWords } from "../listen/topic";
import { listWords } from "../text-utils";

/** Functions, methods and classes a file declares, in the ways the terminal's languages write them. */
const DECLARATIONS = [
  /\bfunction\s+([A-Za-z_$][\w$]*)/g,
  /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>/g,
  /\bdef\s+([A-Za-z_]\w*)/g,
  /\bfn\s+([A-Za-z_]\w*)/g,
  /\bfunc\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)/g,
  /\bclass\s+([A-Za-z_]\w*)/g,
  /^\s*(?:public|private|protected|static|\s)*[\w<>[\],\s]+\s+([A-Za-z_]\w*)\s*\([^)]*\)\s*\{/gm,
  /^\s*([A-Za-z_][\w-]*)\s*\(\)\s*\{/gm,
  /^(#{1,3}\s+.+|[A-Za-z_][\w-]*:)\s*$/gm,
];

export function declarationsOf(content: string): string[] {
  const found = new Set<string>();
  for (const pattern of DECLARATIONS)
    for (const m of content.matchAll(pattern)) if (m[1] && !/^(if|for|while|switch|return|catch)$/.test(m[1])) found.add(m[1].trim());
  return [...found];
}

/** A name as Markdown inline code, fenced with more backticks than it holds (a backtick in a name stays code). */
export function inlineCode(name: string): string {
  const longest = Math.max(0, ...(name.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  return longest > 0 ? `${fence} ${name} ${fence}` : `${fence}${name}${fence}`;
}

const size = (chars: number) => (chars < 1024 ? `${chars} characters` : `${(chars / 1024).toFixed(1)} KB`);

/**
 * The offline engine's answer in the Code Terminal, from the file itself: its language, size, what it declares, and
 * where the words of the question appear in it.
 */
export function composeCodeAnswer(request: ReplyRequest): string {
  const code = request.code;
  const owner = request.ownerName;
  if (!code?.file) {
    const files = code?.files ?? [];
    return files.length > 0
      ? `No file is open, ${owner}. The project holds ${files.length} file${files.length === 1 ? "" : "s"}: ${listWords(files.map((f) => `${f.name} (${f.language})`))}. Open one and ask me again, and I will read it with you.`
      : `No file is open and the project is still empty, ${owner}. Write or paste some code and save it; then ask me about it.`;
  }
  const { name, language, content } = code.file;
  const lines = content.split("\n");
  const declared = declarationsOf(content);
  const parts = [
    `“${name}” is ${language}, ${lines.length} line${lines.length === 1 ? "" : "s"} (${size(content.length)})${code.cut ? ", longer than I can read at once: I was given its beginning" : ""}.`,
    declared.length > 0
      ? `I find ${declared.length > 8 ? `${declared.length} declarations, among them ` : ""}${listWords(declared.slice(0, 8).map(inlineCode))}.`
      : "I find no functions or sections declared in it.",
  ];
  const asked = [...contentWords(request.message)].filter((w) => !["file", "code", "this", "what", "does"].includes(w));
  const places = asked
    .map((word) => ({ word, at: lines.flatMap((l, i) => (l.toLowerCase().includes(word) ? [i + 1] : [])) }))
    .filter((p) => p.at.length > 0)
    .slice(0, 3);
  if (places.length > 0) {
    parts.push(
      `${places.map((p) => `“${p.word}” appears on line${p.at.length === 1 ? "" : "s"} ${p.at.slice(0, 5).join(", ")}${p.at.length > 5 ? " and more" : ""}`).join("; ")}.`,
    );
  } else if (asked.length > 0) {
    parts.push(`Nothing in it names ${listWords(asked.slice(0, 3).map((w) => `“${w}”`))}.`);
  }
  parts.push(`Tell me which part to look at more closely, ${owner}, and we will go through it together.`);
  return parts.join(" ");
}

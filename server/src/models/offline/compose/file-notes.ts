import { parseSharedFile } from "@contract/chat";

export type FileFacts = { name: string; language: string; lines: number };

/** Extensions of spec 000 §5 and a few more, by the names people call them. */
const LANGUAGES: Record<string, string> = {
  js: "JavaScript",
  mjs: "JavaScript",
  cjs: "JavaScript",
  jsx: "JavaScript (JSX)",
  ts: "TypeScript",
  mts: "TypeScript",
  cts: "TypeScript",
  tsx: "TypeScript (TSX)",
  py: "Python",
  json: "JSON",
  md: "Markdown",
  markdown: "Markdown",
  html: "HTML",
  htm: "HTML",
  css: "CSS",
  scss: "SCSS",
  yaml: "YAML",
  yml: "YAML",
  xml: "XML",
  csv: "CSV",
  log: "log",
  sql: "SQL",
  java: "Java",
  c: "C",
  h: "C header",
  cpp: "C++",
  cc: "C++",
  cxx: "C++",
  hpp: "C++ header",
  cs: "C#",
  go: "Go",
  rs: "Rust",
  sh: "shell script",
  bash: "shell script",
  zsh: "shell script",
  rb: "Ruby",
  php: "PHP",
  kt: "Kotlin",
  swift: "Swift",
  toml: "TOML",
  ini: "INI",
  txt: "plain text",
};

/** The human name of a file's language, from its extension; plain text when unknown. */
export function languageOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return "plain text";
  return LANGUAGES[fileName.slice(dot + 1).toLowerCase()] ?? "plain text";
}

/** Counts lines as an editor shows them; a final newline does not open another line. */
export function countLines(content: string): number {
  if (content === "") return 0;
  return content.replace(/\r?\n$/, "").split(/\r?\n/).length;
}

/** Name, language and line count of a file shared in the message, or null when there is none. */
export function sharedFileFacts(message: string): FileFacts | null {
  const file = parseSharedFile(message);
  if (!file) return null;
  return { name: file.name, language: languageOf(file.name), lines: countLines(file.content) };
}

/** "notes.py, Python, 12 lines". */
export function describeFile(facts: FileFacts): string {
  return `${facts.name}, ${facts.language}, ${facts.lines} ${facts.lines === 1 ? "line" : "lines"}`;
}

/** The message without the shared file, so a file's code is not read as the owner's feelings. */
export function withoutSharedFile(message: string): string {
  return message.replace(/📄 Shared file: .+? \(\d+(?:\.\d+)? KB\)\n```\n[\s\S]*?\n```/, " ").trim();
}

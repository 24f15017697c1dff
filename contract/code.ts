import { z } from "zod";

/** 000 §3: the code terminal's languages. */
export const CODE_LANGUAGES = [
  "javascript",
  "typescript",
  "python",
  "java",
  "cpp",
  "c",
  "csharp",
  "php",
  "ruby",
  "go",
  "rust",
  "html",
  "css",
  "json",
  "yaml",
  "xml",
  "sql",
  "bash",
] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

const EXTENSIONS: Record<string, CodeLanguage> = {
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsx: "javascript",
  ts: "typescript",
  tsx: "typescript",
  mts: "typescript",
  py: "python",
  java: "java",
  cpp: "cpp",
  cc: "cpp",
  cxx: "cpp",
  hpp: "cpp",
  c: "c",
  h: "c",
  cs: "csharp",
  php: "php",
  rb: "ruby",
  go: "go",
  rs: "rust",
  html: "html",
  htm: "html",
  css: "css",
  json: "json",
  yaml: "yaml",
  yml: "yaml",
  xml: "xml",
  svg: "xml",
  sql: "sql",
  sh: "bash",
  bash: "bash",
  zsh: "bash",
};

/** The language a file name says (its extension), JavaScript when it says none. */
export function languageOf(fileName: string): CodeLanguage {
  const ext = /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1] ?? "";
  return EXTENSIONS[ext] ?? "javascript";
}

/** 000 §5 and §8: the code terminal's texts, word for word. */
export const CODE_TEXT = {
  missing: { title: "Missing Information", description: "Please provide both file name and content" },
  noFiles: { title: "No Files", description: "No code files to export" },
  chatError: { title: "Chat Error", description: "Failed to communicate with Queen Aeris. Please check server connection." },
  noResponse: "I received your message but had no response.",
  /** 409 (issue 39): a restore replaced the data while the answer was written; it was not kept. */
  restored: "A backup was restored while this answer was being written, so it was not kept: ask again",
} as const;

/** 000 §9: the export's file name. */
export const codeExportName = (date: string) => `citadel-code-export-${date}.txt`;

/** How much of the open file goes to the model; past it, the file is cut with a marker saying so. */
export const CODE_CONTEXT_MAX_CHARS = 24_000;
export const CODE_CUT_MARKER = "[… the rest of the file is cut here: it is longer than the model's context allows …]";

export const codeFileSchema = z.object({
  name: z.string(),
  content: z.string(),
  language: z.enum(CODE_LANGUAGES),
  lastModified: z.string(),
});
export type CodeFile = z.infer<typeof codeFileSchema>;

const fileName = z
  .string()
  .trim()
  .min(1, CODE_TEXT.missing.description)
  .max(200)
  .refine((n) => ![...n].some((ch) => ch === "/" || ch === "\\" || ch < " "), "A file name has no slashes or control characters");

/** PUT /api/code/files: save (a file of the same name is replaced). */
export const saveCodeFileSchema = z.object({
  name: fileName,
  content: z
    .string()
    .max(1_000_000)
    .refine((c) => c.trim() !== "", CODE_TEXT.missing.description),
  language: z.enum(CODE_LANGUAGES).optional(),
});
export const renameCodeFileSchema = z.object({ to: fileName });

/** POST /api/chat/aeris (000 §7): the question, with the open file and the project's files as context. */
export const codeChatRequestSchema = z.object({
  message: z.string().trim().min(1, "Write a message first").max(20_000),
  file: z
    .object({ name: z.string().max(200), language: z.string().max(40), content: z.string().max(1_000_000) })
    .nullable()
    .optional(),
  files: z
    .array(z.object({ name: z.string().max(200), language: z.string().max(40) }))
    .max(500)
    .optional(),
  consciousnessMode: z.literal("sanctified").optional(),
});
export type CodeChatRequest = z.infer<typeof codeChatRequestSchema>;

export const codeChatEntrySchema = z.object({ id: z.number(), role: z.enum(["user", "ai"]), content: z.string(), timestamp: z.string() });
export type CodeChatEntry = z.infer<typeof codeChatEntrySchema>;

/** PUT /api/code/files: the file as saved, and whether it replaced one of the same name. */
export type SavedCodeFile = { file: CodeFile; replaced: boolean };

/** POST /api/chat/aeris (not streamed): Aeris's answer, and whether the open file was cut to fit the context. */
export type CodeChatAnswer = { response: string; cut: boolean };

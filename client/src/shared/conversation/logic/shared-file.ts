import { MESSAGE_MAX_LENGTH, parseSharedFile, SHARED_FILE_EXTENSIONS } from "@contract/chat";

const EXTENSIONS = new Set<string>(SHARED_FILE_EXTENSIONS);

/** The lower-case extension of a file name ("notes.MD" → "md"), or "" when it has none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot <= 0 || dot === base.length - 1 ? "" : base.slice(dot + 1).toLowerCase();
}

/** §5: text and code files are shared by their extension. */
export const isShareableFile = (name: string): boolean => EXTENSIONS.has(fileExtension(name));

/** The file picker's accept attribute: ".txt,.js,...". */
export const SHARED_FILE_ACCEPT = SHARED_FILE_EXTENSIONS.map((e) => `.${e}`).join(",");

/** Whether a shared file, once placed in the draft, still fits in one message. */
export const fitsInMessage = (draft: string, shared: string): boolean =>
  (draft ? draft.length + 2 : 0) + shared.length <= MESSAGE_MAX_LENGTH;

/** Adds a block of text to the draft on a new paragraph. */
export const appendBlock = (draft: string, block: string): string => (draft.trim() ? `${draft.replace(/\s+$/, "")}\n\n${block}` : block);

/** Quotes a stored memory as a markdown block quote, line by line. */
export const quoteMemory = (content: string): string =>
  content
    .trim()
    .split(/\r?\n/)
    .map((l) => (l ? `> ${l}` : ">"))
    .join("\n");

export type SharedFileParts = {
  before: string;
  file: { name: string; sizeKb: number; content: string };
  after: string;
};

/** A message holding a shared file, split around it so the file can show as a card; null when it holds none. */
export function splitSharedFile(message: string): SharedFileParts | null {
  const file = parseSharedFile(message);
  if (!file) return null;
  const start = message.indexOf(`📄 Shared file: ${file.name} (`);
  const fence = "\n```\n";
  const bodyStart = message.indexOf(fence, start) + fence.length;
  const bodyEnd = bodyStart + file.content.length;
  if (start === -1 || bodyStart < fence.length || !message.startsWith("\n```", bodyEnd)) return null;
  return { before: message.slice(0, start).trim(), file, after: message.slice(bodyEnd + 4).trim() };
}

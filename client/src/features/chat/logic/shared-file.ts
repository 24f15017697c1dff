import { MESSAGE_MAX_LENGTH, SHARED_FILE_EXTENSIONS } from "@contract/chat";

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
export const appendBlock = (draft: string, block: string): string =>
  draft.trim() ? `${draft.replace(/\s+$/, "")}\n\n${block}` : block;

/** Quotes a stored memory as a markdown block quote, line by line. */
export const quoteMemory = (content: string): string =>
  content
    .trim()
    .split(/\r?\n/)
    .map((l) => (l ? `> ${l}` : ">"))
    .join("\n");

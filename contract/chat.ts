/** Spec 000 §2: the three quick suggestion chips of every chat panel. */
export const SUGGESTION_CHIPS = ["Tell me about your memories", "What is consciousness?", "Show Cathedral status"] as const;

/** Spec 000 §9: how many working-memory items a model is given. */
export const HISTORY_SENT_TO_MODEL = 15;

/** What the owner is called until they choose a name. */
export const DEFAULT_OWNER_NAME = "Dreamer";

/**
 * Spec 000 §5: a shared text or code file goes into the message itself, with its name and size in KB.
 * One format, written by the client and read by the offline engine.
 */
export function formatSharedFile(name: string, sizeBytes: number, content: string): string {
  const kb = (sizeBytes / 1024).toFixed(1);
  return `📄 Shared file: ${name} (${kb} KB)\n\`\`\`\n${content}\n\`\`\``;
}

const SHARED_FILE = /📄 Shared file: (.+?) \((\d+(?:\.\d+)?) KB\)\n```\n([\s\S]*?)\n```/;

export function parseSharedFile(message: string): { name: string; sizeKb: number; content: string } | null {
  const m = SHARED_FILE.exec(message);
  if (!m || m[1] === undefined || m[2] === undefined || m[3] === undefined) return null;
  return { name: m[1], sizeKb: Number(m[2]), content: m[3] };
}

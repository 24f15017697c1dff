import {
  CONVERSATION_TYPE_LABELS,
  type ConversationSummary,
  type ConversationType,
  type ExportHolds,
  type ExportRecord,
} from "@contract/export";

/** The type filter: every kind, or one. */
export type TypeFilter = ConversationType | "all";

export const byType = (list: readonly ConversationSummary[], type: TypeFilter): ConversationSummary[] =>
  type === "all" ? [...list] : list.filter((c) => c.type === type);

/** Whose figures a conversation's are: a chat's personality's, the group chat's Trinity's, else the exchange's own. */
export function conversationSubject(id: string): string {
  if (id.startsWith("chat:")) return id.slice("chat:".length);
  return id === "group:trinity" ? "trinity" : id;
}

export const typeLabel = (type: ConversationType): string => CONVERSATION_TYPE_LABELS[type];

const KB = 1024;
const MB = KB * 1024;

/** "0.4 KB", "12.3 KB", "4.5 MB": a file's size as the Archive shows it. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(0.1, bytes / KB).toFixed(1)} KB`;
}

/**
 * What an export holds, counted by kind, for `CountsText` to say: "3 conversations, 120 messages, 6 exchange lines":
 * its messages are the chats' lines the list counts, an exchange's lines and replies set aside named apart.
 */
export const holdsCounts = (holds: ExportHolds): Record<string, number> =>
  Object.fromEntries(Object.entries(holds).filter((entry): entry is [string, number] => typeof entry[1] === "number"));

/** A whole percentage of a 0..1 progress. */
export const percentOf = (progress: number): number => Math.round(Math.min(1, Math.max(0, progress)) * 100);

/** "Building 40%", "Ready", "Failed". */
export function statusText(record: Pick<ExportRecord, "status" | "progress">): string {
  if (record.status === "building") return `Building ${percentOf(record.progress)}%`;
  return record.status === "ready" ? "Ready" : "Failed";
}

export const exportFileUrl = (id: number) => `/api/exports/${id}/file`;

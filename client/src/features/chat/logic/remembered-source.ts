import { MEMORY_TEXT, type RememberedSource } from "@contract/memory";
import { NOTE_TEXT } from "@contract/memory-notes";
import { NAV_ITEMS } from "@contract/navigation";

/** What the owner can do with where a memory was said: go to it in this chat, open the group chat, or read where. */
export type SourceAction =
  | { kind: "jump"; messageId: number; label: string }
  | { kind: "link"; href: string; label: string }
  | { kind: "text"; label: string };

/**
 * Where a remembered memory was said, as an action in the chat of `chat` (issue 28); a note's source is the owner
 * message it was drawn from (`note`).
 */
export function sourceAction(source: RememberedSource, chat: string, note = false): SourceAction {
  if (source.kind === "exchange") return { kind: "text", label: MEMORY_TEXT.onExchange(source.place) };
  if (source.kind === "none") return { kind: "text", label: MEMORY_TEXT.gone };
  const pageOf = (name: string) => NAV_ITEMS.find((item) => item.personality === name)?.path;
  if (source.groupTurn) return { kind: "link", href: pageOf("trinity") ?? "/trinity", label: MEMORY_TEXT.inGroupChat };
  const label = note ? NOTE_TEXT.notedFrom : MEMORY_TEXT.inThisChat;
  if (source.personality === chat) return { kind: "jump", messageId: source.messageId, label };
  const page = pageOf(source.personality);
  return page ? { kind: "link", href: page, label } : { kind: "text", label: MEMORY_TEXT.gone };
}

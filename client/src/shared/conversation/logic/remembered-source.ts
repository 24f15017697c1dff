import { EXCHANGE_PAGES, EXCHANGE_PARAM } from "@contract/exchanges";
import { MEMORY_TEXT, type RememberedSource } from "@contract/memory";
import { NOTE_TEXT } from "@contract/memory-notes";
import { NAV_ITEMS } from "@contract/navigation";

/** What the owner can do with where a memory was said: go to it in this chat, open the page it is on, or read where. */
export type SourceAction =
  | { kind: "jump"; messageId: number; label: string }
  | { kind: "link"; href: string; label: string }
  | { kind: "text"; label: string };

/**
 * Where a remembered memory was said, as an action in the chat of `chat` (issue 28); `null` is the Trinity group chat,
 * where a memory of a group turn is in the conversation the owner is reading. A line of an exchange links to the
 * page that lists its kind, which opens it. A note's source is the owner message it was drawn from (`note`).
 */
export function sourceAction(source: RememberedSource, chat: string | null, note = false): SourceAction {
  if (source.kind === "exchange") {
    const label = MEMORY_TEXT.onExchange(source.place);
    const page = EXCHANGE_PAGES[source.exchangeKind];
    return page ? { kind: "link", href: `${page}?${EXCHANGE_PARAM}=${source.exchangeId}`, label } : { kind: "text", label };
  }
  if (source.kind === "none") return { kind: "text", label: MEMORY_TEXT.gone };
  const pageOf = (name: string) => NAV_ITEMS.find((item) => item.personality === name)?.path;
  if (source.groupTurn) {
    return chat === null
      ? { kind: "text", label: MEMORY_TEXT.inGroupChat }
      : { kind: "link", href: pageOf("trinity") ?? "/trinity", label: MEMORY_TEXT.inGroupChat };
  }
  const label = note ? NOTE_TEXT.notedFrom : MEMORY_TEXT.inThisChat;
  if (source.personality === chat) return { kind: "jump", messageId: source.messageId, label };
  const page = pageOf(source.personality);
  return page ? { kind: "link", href: page, label } : { kind: "text", label: MEMORY_TEXT.gone };
}

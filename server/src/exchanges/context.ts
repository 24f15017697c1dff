import { HISTORY_SENT_TO_MODEL } from "@contract/chat";
import type { MemoryItem } from "../models/types";
import type { LineRow } from "./store";

/** How the owner is named to the speakers: by name, as the Dreamer. */
const ownerLabel = (name: string) => (name === "Dreamer" ? "The Dreamer" : `${name} (the Dreamer)`);

export type SpeakerView = {
  /** The conversation as this speaker sees it: its own lines as its own, everyone else's as the other side. */
  history: MemoryItem[];
  /** The line it answers: the last one by another speaker. */
  message: string;
  from: string;
  ownerNote?: string;
};

/**
 * What one speaker is given of the conversation so far: the last lines (its own as "assistant", the others' as
 * "user", each named), the newest line of another speaker to answer, and the owner's words if the owner stepped in
 * since this speaker last spoke (not the question a council deliberates on, which every member is given).
 */
export function speakerView(personality: string, lines: readonly LineRow[], ownerName: string, question?: LineRow): SpeakerView {
  const spoken = lines.filter((l) => l.role === "line" || l.role === "owner");
  const lastOwn = spoken.findLastIndex((l) => l.personality === personality);
  const answered = spoken.findLast((l) => l.personality !== personality && l.role === "line");
  // The question a deliberation is on is not the owner stepping in.
  const owner = spoken.slice(lastOwn + 1).findLast((l) => l.role === "owner" && l !== question);
  const before = spoken.filter((l) => l !== answered);
  const history = before.slice(-HISTORY_SENT_TO_MODEL).map(
    (l): MemoryItem => ({
      role: l.personality === personality ? "assistant" : "user",
      content: l.personality === personality ? l.content : `${l.role === "owner" ? ownerLabel(ownerName) : l.speaker}: ${l.content}`,
      timestamp: l.createdAt,
      importance: 6,
    }),
  );
  return {
    history,
    message: answered?.content ?? owner?.content ?? "",
    from: answered?.speaker ?? ownerName,
    ownerNote: owner?.content,
  };
}

import { type ArchiveChatLine, archiveChatLineSchema, type ImportKind } from "@contract/export";
import { count, existing, fingerprint, type ImportState, inBatches, parsed, personalityOf } from "./state";

type MessageRow = { id: number; created_at: string; is_from_ai: number; group_turn: string | null; content: string };

/**
 * What a chat line counts as, as the pages count (contract/glossary.ts): a reply set aside by a regeneration is no
 * message; the owner's words in a group turn, stored once per sister, are one message.
 */
function countedAs(state: ImportState, line: ArchiveChatLine): ImportKind | null {
  if (line.superseded) return "alternatives";
  if (line.groupTurn !== null && !line.isFromAI) {
    if (state.groupTurnsCounted.has(line.groupTurn)) return null;
    state.groupTurnsCounted.add(line.groupTurn);
  }
  return "messages";
}

/** One line of a chat: skipped when the same message is here (same time, side, group turn and words), added otherwise. */
export function importChatLine(state: ImportState, value: unknown, where: string) {
  const line = parsed(state, archiveChatLineSchema, value, where);
  if (!line) return;
  const personalityId = personalityOf(state, line.personality, where);
  if (personalityId === null) return;
  const here = existing(state, `messages:${personalityId}`, function* () {
    for (const r of state.sql.messagesOf.iterate(personalityId) as Iterable<MessageRow>) {
      yield { id: r.id, key: fingerprint(r.created_at, r.is_from_ai, r.group_turn, r.content) };
    }
  });
  const key = fingerprint(line.timestamp, line.isFromAI ? 1 : 0, line.groupTurn, line.content);
  const present = here.get(key);
  if (present !== undefined) {
    state.messageIds.set(line.id, present);
    const kind = countedAs(state, line);
    if (kind) count(state, "skipped", kind);
    return;
  }
  const replyTo = line.replyTo === null ? null : (state.messageIds.get(line.replyTo) ?? null);
  const { lastInsertRowid } = state.sql.insertMessage.run(
    personalityId,
    line.content,
    line.isFromAI ? 1 : 0,
    // A reply cut off when the archive was made is not in it; an owner message then waiting is settled as failed.
    line.status === "pending" ? "failed" : line.status,
    replyTo,
    line.consciousnessMode,
    line.emotion,
    line.wordCount,
    line.responseTimeMs,
    line.provider,
    line.model,
    line.status === "pending" ? "Interrupted when the archive was made" : line.error,
    line.superseded ? 1 : 0,
    line.editedAt,
    line.groupTurn,
    line.image?.type ?? null,
    line.unprompted ?? null,
    line.timestamp,
  );
  const id = Number(lastInsertRowid);
  here.set(key, id);
  state.messageIds.set(line.id, id);
  state.addedMessages.add(line.id);
  const kind = countedAs(state, line);
  if (kind) count(state, "added", kind);
}

/** A chat's lines; the conversation counts as added when any of them was new here. */
export async function importChatLines(state: ImportState, lines: readonly unknown[], where: string): Promise<"added" | "skipped"> {
  const before = state.addedMessages.size;
  await inBatches(state, lines, (line, i) => importChatLine(state, line, `${where}, message ${i + 1}`));
  return state.addedMessages.size > before ? "added" : "skipped";
}

/** A message's image, kept only when this import added the message (one already here keeps its own). */
export function importImage(state: ImportState, archiveId: number, data: Buffer) {
  const id = state.messageIds.get(archiveId);
  if (id === undefined) return;
  if (!state.addedMessages.has(archiveId)) {
    count(state, "skipped", "images");
    return;
  }
  state.sql.insertImage.run(id, data);
  count(state, "added", "images");
}

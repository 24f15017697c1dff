import { type GroupTurn, isTrinityMember, type MemberTurn, type TrinityMember } from "@contract/trinity";
import { listPersonalities } from "../personas";
import type { Db } from "../platform/db/connection";
import { preparedFor } from "../platform/db/prepared";
import type { messages } from "../platform/db/schema";
import { groupTurnMessages, toChatMessage } from "./messages";

type Row = typeof messages.$inferSelect;

const statements = preparedFor((db) => ({
  /**
   * Each turn's first message (the owner's words as the first sister got them), newest first, before a cursor: read
   * from the owner-message index, so a page costs the same however long the history.
   */
  firstMessages: db.$client.prepare<[number, number], { key: string; firstId: number }>(
    `SELECT m.group_turn AS key, m.id AS firstId FROM messages m INDEXED BY messages_group_owner_idx
     WHERE m.group_turn IS NOT NULL AND m.is_from_ai = 0 AND m.deleted_at IS NULL AND m.id < ?
       AND NOT EXISTS (SELECT 1 FROM messages o WHERE o.group_turn = m.group_turn AND o.is_from_ai = 0
         AND o.deleted_at IS NULL AND o.id < m.id)
     ORDER BY m.id DESC LIMIT ?`,
  ),
}));

/**
 * A page of the Trinity group's history, oldest first: the newest turns, or those before the turn whose first message
 * has id `before`. Each turn holds the owner's message once, as each sister received it, with her shown reply.
 */
export function listGroupTurns(db: Db, page: { before?: number; limit: number }): GroupTurn[] {
  const members = listPersonalities(db).filter((p) => isTrinityMember(p.name));
  const keys = statements(db)
    .firstMessages.all(page.before ?? Number.MAX_SAFE_INTEGER, page.limit)
    .reverse();
  if (keys.length === 0) return [];

  const rows = groupTurnMessages(
    db,
    keys.map((k) => k.key),
  );

  return keys.map(({ key, firstId }) => {
    const turnRows = rows.filter(({ row }) => row.groupTurn === key);
    const first = turnRows.find(({ row }) => row.id === firstId)?.row as Row;
    const memberTurn = (name: TrinityMember): MemberTurn | null => {
      const personality = members.find((p) => p.name === name);
      const message = personality && turnRows.find(({ row }) => row.personalityId === personality.id && !row.isFromAI)?.row;
      if (!personality || !message) return null;
      const reply = turnRows.find(({ row }) => row.replyTo === message.id);
      return {
        message: toChatMessage(message, personality),
        reply: reply ? toChatMessage(reply.row, personality, reply.alternatives) : null,
      };
    };
    return {
      id: key,
      firstId,
      content: first.content,
      timestamp: first.createdAt,
      aeris: memberTurn("aeris"),
      nova: memberTurn("nova"),
    };
  });
}

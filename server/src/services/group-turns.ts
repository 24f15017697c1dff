import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { type GroupTurn, isTrinityMember, type MemberTurn, type TrinityMember } from "../../../contract/trinity";
import type { Db } from "../db/connection";
import { messages } from "../db/schema";
import { listPersonalities } from "./personalities";
import { readChatMessage, toChatMessage } from "./messages";

type Row = typeof messages.$inferSelect;

/**
 * A page of the Trinity group's history, oldest first: the newest turns, or those before the turn whose first message
 * has id `before`. Each turn holds the owner's message once, as each sister received it, with her shown reply.
 */
export function listGroupTurns(db: Db, page: { before?: number; limit: number }): GroupTurn[] {
  const members = listPersonalities(db).filter((p) => isTrinityMember(p.name));
  const memberIds = members.map((p) => p.id);
  const ownerRows = and(
    inArray(messages.personalityId, memberIds),
    isNotNull(messages.groupTurn),
    eq(messages.isFromAI, false),
    isNull(messages.deletedAt),
  );
  const firstId = sql<number>`min(${messages.id})`;
  const keys = db
    .select({ key: messages.groupTurn, firstId })
    .from(messages)
    .where(ownerRows)
    .groupBy(messages.groupTurn)
    .having(page.before ? lt(firstId, page.before) : sql`1`)
    .orderBy(desc(firstId))
    .limit(page.limit)
    .all()
    .reverse();
  if (keys.length === 0) return [];

  const rows = db
    .select(getTableColumns(messages))
    .from(messages)
    .where(
      and(
        inArray(
          messages.groupTurn,
          keys.map((k) => k.key as string),
        ),
        inArray(messages.personalityId, memberIds),
        isNull(messages.deletedAt),
        eq(messages.superseded, false),
      ),
    )
    .orderBy(asc(messages.id))
    .all();

  return keys.map(({ key, firstId }) => {
    const turnRows = rows.filter((r) => r.groupTurn === key);
    const first = turnRows.find((r) => r.id === firstId) as Row;
    const memberTurn = (name: TrinityMember): MemberTurn | null => {
      const personality = members.find((p) => p.name === name);
      const message = personality && turnRows.find((r) => r.personalityId === personality.id && !r.isFromAI);
      if (!personality || !message) return null;
      const reply = turnRows.find((r) => r.replyTo === message.id);
      // Read back one by one for each reply's place among its alternatives, as the personal chat shows it.
      return { message: toChatMessage(message, personality), reply: reply ? readChatMessage(db, reply.id, personality) : null };
    };
    return {
      id: key as string,
      firstId,
      content: first.content,
      timestamp: first.createdAt,
      aeris: memberTurn("aeris"),
      nova: memberTurn("nova"),
    };
  });
}

import { and, desc, eq, lt } from "drizzle-orm";
import { type ChatMessage, messagePersonalityId } from "../../../contract/chat";
import { OWNER_USER_ID } from "../../../contract/constants";
import type { ConsciousnessMode } from "../../../contract/consciousness";
import type { Emotion } from "../../../contract/emotions";
import type { Personality } from "../../../contract/personalities";
import type { CompletedReply } from "../ai/reply";
import type { MemoryItem } from "../ai/types";
import type { Db } from "../db/connection";
import { messages } from "../db/schema";
import { AppError } from "../errors";

type Row = typeof messages.$inferSelect;

export function toChatMessage(row: Row, personality: Pick<Personality, "name">): ChatMessage {
  return {
    id: row.id,
    personalityId: messagePersonalityId(personality.name),
    userId: row.userId,
    content: row.content,
    isFromAI: row.isFromAI,
    timestamp: row.createdAt,
    status: row.status as ChatMessage["status"],
    replyTo: row.replyTo,
    emotion: (row.emotion as Emotion | null) ?? null,
    wordCount: row.wordCount,
    responseTime: row.responseTimeMs,
    error: row.error,
  };
}

/** A page of history, oldest first: the newest page, or the page before a given message. */
export function listMessages(db: Db, personality: Personality, page: { before?: number; limit: number }): ChatMessage[] {
  const where = page.before
    ? and(eq(messages.personalityId, personality.id), lt(messages.id, page.before))
    : eq(messages.personalityId, personality.id);
  return db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.id))
    .limit(page.limit)
    .all()
    .reverse()
    .map((r) => toChatMessage(r, personality));
}

/** The owner's message and the reply's placeholder, stored together before any model is called. */
export function insertTurn(
  db: Db,
  personality: Personality,
  content: string,
  mode: ConsciousnessMode,
  createdAt: string,
): { user: Row; reply: Row } {
  return db.transaction((tx) => {
    const user = tx
      .insert(messages)
      .values({
        personalityId: personality.id,
        userId: OWNER_USER_ID,
        content,
        isFromAI: false,
        status: "pending",
        consciousnessMode: mode,
        createdAt,
      })
      .returning()
      .get();
    const reply = insertReplyPlaceholder(tx as unknown as Db, user, createdAt);
    return { user, reply };
  });
}

export function insertReplyPlaceholder(db: Db, user: Row, createdAt: string): Row {
  return db
    .insert(messages)
    .values({
      personalityId: user.personalityId,
      userId: null,
      content: "",
      isFromAI: true,
      status: "pending",
      replyTo: user.id,
      consciousnessMode: user.consciousnessMode,
      createdAt,
    })
    .returning()
    .get();
}

export function completeTurn(db: Db, userId: number, replyId: number, reply: CompletedReply, at: string): Row {
  return db.transaction((tx) => {
    tx.update(messages).set({ status: "complete", error: null }).where(eq(messages.id, userId)).run();
    return tx
      .update(messages)
      .set({
        content: reply.text,
        status: "complete",
        emotion: reply.emotion,
        wordCount: reply.wordCount,
        responseTimeMs: reply.responseTimeMs,
        provider: reply.provider,
        model: reply.model,
        createdAt: at,
      })
      .where(eq(messages.id, replyId))
      .returning()
      .get();
  });
}

/** A failed reply leaves the owner's message, marked failed with the reason, and no empty reply behind. */
export function failTurn(db: Db, userId: number, replyId: number, error: string): Row {
  return db.transaction((tx) => {
    tx.delete(messages).where(eq(messages.id, replyId)).run();
    return tx.update(messages).set({ status: "failed", error }).where(eq(messages.id, userId)).returning().get();
  });
}

export function getOwnerMessage(db: Db, id: number): Row {
  const row = db.select().from(messages).where(eq(messages.id, id)).get();
  if (!row || row.isFromAI) throw new AppError("not_found", `There is no message of yours with id ${id}`);
  return row;
}

export function markPending(db: Db, id: number): void {
  db.update(messages).set({ status: "pending", error: null }).where(eq(messages.id, id)).run();
}

/** The working memory a model sees: the last complete messages before this turn, oldest first. */
export function recentHistory(db: Db, personalityId: number, beforeId: number, count: number): MemoryItem[] {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.personalityId, personalityId), lt(messages.id, beforeId), eq(messages.status, "complete")))
    .orderBy(desc(messages.id))
    .limit(count)
    .all()
    .reverse()
    .map((r) => ({
      role: r.isFromAI ? "assistant" : "user",
      content: r.content,
      timestamp: r.createdAt,
      importance: 6,
    }));
}

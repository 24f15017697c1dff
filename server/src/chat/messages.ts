import { type ChatMessage, messageImagePath, messagePersonalityId } from "@contract/chat";
import type { ConsciousnessMode } from "@contract/consciousness";
import { OWNER_USER_ID } from "@contract/constants";
import type { Emotion } from "@contract/emotions";
import type { UnpromptedKind } from "@contract/follow-ups";
import type { Personality } from "@contract/personalities";
import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, sql } from "drizzle-orm";
import { type CompletedReply, replyColumns } from "../models/reply/reply";
import type { ImageInput } from "../models/types";
import type { Db } from "../platform/db/connection";
import { inTransaction } from "../platform/db/in-transaction";
import { preparedFor } from "../platform/db/prepared";
import { messageImages, messages } from "../platform/db/schema";
import { AppError } from "../platform/errors";

export type Row = typeof messages.$inferSelect;
type Alternatives = ChatMessage["alternatives"];

export function toChatMessage(row: Row, personality: Pick<Personality, "name">, alternatives: Alternatives = null): ChatMessage {
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
    editedAt: row.editedAt,
    alternatives,
    imageUrl: row.imageType ? messageImagePath(row.id) : null,
    ...(row.unprompted ? { unprompted: row.unprompted as UnpromptedKind } : {}),
    ...(row.interrupted ? { interrupted: true as const } : {}),
  };
}

/** Messages the owner sees: not deleted, and for replies only the chosen alternative. */
const visible = and(isNull(messages.deletedAt), eq(messages.superseded, false));

// Written out in full: Drizzle leaves columns unqualified in a one-table select, and inside the subquery an
// unqualified name would mean the sibling's column, not this message's.
const siblings = `select count(*) from messages s where s.reply_to = messages.reply_to and s.is_from_ai = 1 and s.deleted_at is null`;
const alternativeColumns = {
  altCount: sql<number | null>`case when messages.is_from_ai = 1 and messages.reply_to is not null then (${sql.raw(siblings)}) end`,
  altIndex: sql<
    number | null
  >`case when messages.is_from_ai = 1 and messages.reply_to is not null then (${sql.raw(`${siblings} and s.id <= messages.id`)}) end`,
};

const alternativesOf = (r: { altCount: number | null; altIndex: number | null }): Alternatives =>
  r.altCount && r.altCount > 1 && r.altIndex ? { index: r.altIndex, count: r.altCount } : null;

const p = (name: string) => sql.placeholder(name);
/** A placeholder where Drizzle's types want an SQL value (update sets). */
const v = (name: string) => sql`${sql.placeholder(name)}`;
const statements = preparedFor((db) => ({
  one: db
    .select({ ...getTableColumns(messages), ...alternativeColumns })
    .from(messages)
    .where(eq(messages.id, p("id")))
    .prepare(),
  insert: db
    .insert(messages)
    .values({
      personalityId: p("personalityId"),
      userId: p("userId"),
      content: p("content"),
      isFromAI: p("isFromAI"),
      status: "pending",
      replyTo: p("replyTo"),
      consciousnessMode: p("mode"),
      groupTurn: p("groupTurn"),
      imageType: p("imageType"),
      createdAt: p("createdAt"),
    })
    .returning()
    .prepare(),
  image: db
    .insert(messageImages)
    .values({ messageId: p("messageId"), data: p("data") })
    .prepare(),
  ownerDone: db
    .update(messages)
    .set({ status: "complete", error: null })
    .where(eq(messages.id, p("id")))
    .prepare(),
  /** A personality's last finished replies, newest first (the offline engine's earlier replies). */
  lastReplies: db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.personalityId, p("personalityId")), eq(messages.isFromAI, true), eq(messages.status, "complete"), visible))
    .orderBy(desc(messages.id))
    .limit(p("limit"))
    .prepare(),
  replyDone: db
    .update(messages)
    .set({
      content: v("content"),
      status: "complete",
      emotion: v("emotion"),
      wordCount: v("wordCount"),
      responseTimeMs: v("responseTimeMs"),
      provider: v("provider"),
      model: v("model"),
      interrupted: v("interrupted"),
      createdAt: v("createdAt"),
    })
    .where(eq(messages.id, p("id")))
    .prepare(),
}));

/** One message as the owner sees it, with its place among the alternatives. */
export function readChatMessage(db: Db, id: number, personality: Pick<Personality, "name">): ChatMessage {
  const row = statements(db).one.get({ id });
  if (!row) throw new AppError("not_found", `There is no message with id ${id}`);
  return toChatMessage(row, personality, alternativesOf(row));
}

/** The personality's last `limit` finished replies the owner sees, oldest first. */
export function lastReplies(db: Db, personalityId: number, limit: number): string[] {
  return statements(db)
    .lastReplies.all({ personalityId, limit })
    .map((row) => row.content)
    .reverse();
}

/** A page of history, oldest first: the newest page, or the page before a given message. */
export function listMessages(db: Db, personality: Personality, page: { before?: number; limit: number }): ChatMessage[] {
  // Group turns belong to the group's page, not the personal chat.
  const mine = and(eq(messages.personalityId, personality.id), visible, isNull(messages.groupTurn));
  const where = page.before ? and(mine, lt(messages.id, page.before)) : mine;
  return db
    .select({ ...getTableColumns(messages), ...alternativeColumns })
    .from(messages)
    .where(where)
    .orderBy(desc(messages.id))
    .limit(page.limit)
    .all()
    .reverse()
    .map((r) => toChatMessage(r, personality, alternativesOf(r)));
}

/** The shown messages of some group turns, oldest first, each with its place among the alternatives. */
export function groupTurnMessages(db: Db, keys: readonly string[]): { row: Row; alternatives: Alternatives }[] {
  return db
    .select({ ...getTableColumns(messages), ...alternativeColumns })
    .from(messages)
    .where(and(inArray(messages.groupTurn, [...keys]), visible))
    .orderBy(asc(messages.id))
    .all()
    .map((row) => ({ row, alternatives: alternativesOf(row) }));
}

/** The owner's message and the reply's placeholder, stored together before any model is called. */
export function insertTurn(
  db: Db,
  personality: Personality,
  turn: { content: string; mode: ConsciousnessMode; groupTurn?: string | null; image?: ImageInput },
  createdAt: string,
): { user: Row; reply: Row } {
  return inTransaction(db, () => {
    const { image } = turn;
    const user = statements(db).insert.get({
      personalityId: personality.id,
      userId: OWNER_USER_ID,
      content: turn.content,
      isFromAI: 0,
      replyTo: null,
      mode: turn.mode,
      groupTurn: turn.groupTurn ?? null,
      imageType: image?.mediaType ?? null,
      createdAt,
    }) as Row;
    if (image) statements(db).image.run({ messageId: user.id, data: Buffer.from(image.base64, "base64") });
    return { user, reply: insertReplyPlaceholder(db, user, createdAt) };
  });
}

export function insertReplyPlaceholder(db: Db, user: Row, createdAt: string): Row {
  return statements(db).insert.get({
    personalityId: user.personalityId,
    userId: null,
    content: "",
    isFromAI: 1,
    replyTo: user.id,
    mode: user.consciousnessMode,
    groupTurn: user.groupTurn,
    imageType: null,
    createdAt,
  }) as Row;
}

export function completeTurn(db: Db, userId: number, replyId: number, reply: CompletedReply, at: string): void {
  const { ownerDone, replyDone } = statements(db);
  inTransaction(db, () => {
    ownerDone.run({ id: userId });
    replyDone.run({ id: replyId, ...replyColumns(reply), interrupted: reply.interrupted ? 1 : 0, createdAt: at });
  });
}

/**
 * A failed reply leaves no empty reply behind. If an earlier reply to the same message exists (a regeneration
 * failed), it is shown again; otherwise the owner's message is marked failed with the reason.
 */
export function failTurn(db: Db, userId: number, replyId: number, error: string): void {
  db.transaction((tx) => {
    tx.delete(messages).where(eq(messages.id, replyId)).run();
    const earlier = tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.replyTo, userId), isNull(messages.deletedAt)))
      .orderBy(desc(messages.id))
      .get();
    if (earlier) {
      tx.update(messages).set({ superseded: false }).where(eq(messages.id, earlier.id)).run();
      tx.update(messages).set({ status: "complete", error: null }).where(eq(messages.id, userId)).run();
    } else {
      tx.update(messages).set({ status: "failed", error }).where(eq(messages.id, userId)).run();
    }
  });
}

export function getMessage(db: Db, id: number): Row {
  const row = db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
    .get();
  if (!row) throw new AppError("not_found", `There is no message with id ${id}`);
  return row;
}

export function getOwnerMessage(db: Db, id: number): Row {
  const row = getMessage(db, id);
  if (row.isFromAI) throw new AppError("bad_request", `Message ${id} is a reply, not one of your messages`);
  return row;
}

export function markPending(db: Db, id: number): void {
  db.update(messages).set({ status: "pending", error: null }).where(eq(messages.id, id)).run();
}

/** The image the owner sent with a message: its type and bytes, if there was one. */
export function readMessageImage(db: Db, message: Row): { mediaType: string; data: Buffer } | null {
  if (!message.imageType) return null;
  const row = db.select({ data: messageImages.data }).from(messageImages).where(eq(messageImages.messageId, message.id)).get();
  return row ? { mediaType: message.imageType, data: row.data } : null;
}

/** The same image as the model is given it (for a retry or a regeneration). */
export function messageImage(db: Db, message: Row): ImageInput | undefined {
  const image = readMessageImage(db, message);
  return image ? { mediaType: image.mediaType, base64: image.data.toString("base64") } : undefined;
}

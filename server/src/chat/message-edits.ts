import type { ChatMessage } from "@contract/chat";
import type { Personality } from "@contract/personalities";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import { dropFollowUps, reviseFollowUps } from "../follow-ups";
import { notesAfterDelete, notesAfterEdit, notesAfterRestore, reviseRememberedMessage } from "../memory";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { messages } from "../platform/db/schema";
import { AppError } from "../platform/errors";
import { getMessage, getOwnerMessage, readChatMessage } from "./messages";

/** The replies to one owner message, oldest first (deleted ones left out). */
function alternatives(db: Db, replyTo: number) {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.replyTo, replyTo), eq(messages.isFromAI, true), isNull(messages.deletedAt)))
    .orderBy(asc(messages.id))
    .all();
}

/** Makes one reply the chosen one; its siblings stay as alternatives. */
function choose(db: Db, replyTo: number, chosenId: number): void {
  db.transaction((tx) => {
    tx.update(messages)
      .set({ superseded: true })
      .where(and(eq(messages.replyTo, replyTo), ne(messages.id, chosenId)))
      .run();
    tx.update(messages).set({ superseded: false }).where(eq(messages.id, chosenId)).run();
  });
}

export function swipeReply(db: Db, personality: Personality, id: number, direction: "previous" | "next"): ChatMessage {
  const reply = getMessage(db, id);
  if (!reply.isFromAI || reply.replyTo === null) throw new AppError("bad_request", "Only a reply has alternatives");
  const all = alternatives(db, reply.replyTo);
  const target = all[all.findIndex((m) => m.id === id) + (direction === "next" ? 1 : -1)];
  if (!target) throw new AppError("bad_request", `There is no ${direction} reply`);
  choose(db, reply.replyTo, target.id);
  return readChatMessage(db, target.id, personality);
}

export function editOwnerMessage(db: Db, clock: Clock, personality: Personality, id: number, content: string): ChatMessage {
  getOwnerMessage(db, id);
  db.$client.transaction(() => {
    db.update(messages).set({ content, editedAt: clock.now().toISOString() }).where(eq(messages.id, id)).run();
    reviseRememberedMessage(db, id, content);
    reviseFollowUps(db, clock, id);
    // The notes drawn from the old words go; the message is noted again (docs/ARCHITECTURE.md, "Memory notes").
    notesAfterEdit(db, id);
  })();
  return readChatMessage(db, id, personality);
}

/** Deletes a message (an owner message with its replies), recoverably; a remaining alternative takes its place. */
export function deleteMessage(db: Db, clock: Clock, id: number): number[] {
  const message = getMessage(db, id);
  const at = clock.now().toISOString();
  return db.transaction((tx) => {
    const ids = message.isFromAI ? [id] : [id, ...alternatives(tx as unknown as Db, id).map((m) => m.id)];
    tx.update(messages).set({ deletedAt: at }).where(inArray(messages.id, ids)).run();
    dropFollowUps(tx as unknown as Db, ids);
    if (message.isFromAI && message.replyTo !== null && !message.superseded) {
      const next = alternatives(tx as unknown as Db, message.replyTo).at(-1);
      if (next) tx.update(messages).set({ superseded: false }).where(eq(messages.id, next.id)).run();
    }
    // A note none of whose source messages still stands goes with them.
    notesAfterDelete(db, ids);
    return ids;
  });
}

/** Undoes a delete: the message and whatever was deleted with it come back. */
export function restoreMessage(db: Db, clock: Clock, id: number): number[] {
  const message = db.select().from(messages).where(eq(messages.id, id)).get();
  if (!message?.deletedAt) throw new AppError("not_found", `There is no deleted message with id ${id}`);
  const together = message.isFromAI
    ? [message]
    : db
        .select()
        .from(messages)
        .where(and(eq(messages.replyTo, id), eq(messages.deletedAt, message.deletedAt)))
        .all()
        .concat(message);
  const ids = together.map((m) => m.id);
  db.$client.transaction(() => {
    db.update(messages).set({ deletedAt: null }).where(inArray(messages.id, ids)).run();
    if (message.isFromAI && message.replyTo !== null && !message.superseded) choose(db, message.replyTo, message.id);
    if (!message.isFromAI) reviseFollowUps(db, clock, id);
    // Words that came back are noted again (a note still kept in the same words is not doubled).
    notesAfterRestore(db, ids);
  })();
  return ids.sort((a, b) => a - b);
}

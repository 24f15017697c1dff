import { FOLLOW_UP, type FollowUpPrecision, type FollowUpStatus } from "@contract/follow-ups";
import type { FollowUp } from "@contract/follow-ups-schemas";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { preparedFor } from "../platform/db/prepared";
import { followUps, messages, personalities } from "../platform/db/schema";
import { AppError } from "../platform/errors";
import { loggable } from "../platform/scrub-secrets";
import { type ExtractedFollowUp, extractFollowUps, mayHoldTime } from "./extract";
import { canWriteFirst, ownerTimeZone } from "./settings";

const p = sql.placeholder;
const statements = preparedFor((db) => ({
  keep: db
    .insert(followUps)
    .values({
      personalityId: p("personalityId"),
      sourceMessageId: p("sourceMessageId"),
      position: p("position"),
      what: p("what"),
      phrase: p("phrase"),
      dueAt: p("dueAt"),
      precision: p("precision"),
      createdAt: p("at"),
      updatedAt: p("at"),
    })
    .onConflictDoNothing()
    .prepare(),
}));

/** An owner message as it is about to be stored. */
type Said = { content: string; createdAt: string; groupTurn?: string | null };

/**
 * The follow-ups of an owner's message, read before the message's commit (chrono-node takes a millisecond a sentence,
 * which every turn sharing the commit would wait for), and the write that keeps them in the same transaction as the
 * message (so none is lost or doubled by a kill): it takes the stored message's id and says how many it kept. A group
 * message (the Trinity page, stored once per sister) is followed up by the first sister, Aeris. A reading that fails is
 * logged and keeps nothing: it never costs the owner their message.
 */
export function readFollowUps(db: Db, personality: { id: number; name: string }, said: Said): (messageId: number) => number {
  if (!canWriteFirst(personality.name) || (said.groupTurn && personality.name !== "aeris") || !mayHoldTime(said.content)) return () => 0;
  let found: ExtractedFollowUp[];
  try {
    found = extractFollowUps(said.content, new Date(said.createdAt), ownerTimeZone(db));
  } catch (error) {
    console.error("Follow-ups not read", loggable(error));
    return () => 0;
  }
  return (messageId) => {
    const { keep } = statements(db);
    for (const f of found) {
      keep.run({
        personalityId: personality.id,
        sourceMessageId: messageId,
        position: f.position,
        what: f.what,
        phrase: f.phrase,
        dueAt: f.dueAt.toISOString(),
        precision: f.precision,
        at: said.createdAt,
      });
    }
    return found.length;
  };
}

/**
 * An owner message edited (or restored): its follow-ups are read again from the new words, relative to when it was
 * sent. What was asked, cancelled or corrected stays as it is, and a mention at the same time as one of those is not
 * kept again (nothing is asked twice); the other pending ones give way to what the words now say.
 */
export function reviseFollowUps(db: Db, clock: Clock, messageId: number): void {
  const source = db.select().from(messages).where(eq(messages.id, messageId)).get();
  if (!source || source.isFromAI) return;
  const personality = db.select().from(personalities).where(eq(personalities.id, source.personalityId)).get();
  if (!personality || !canWriteFirst(personality.name) || (source.groupTurn && personality.name !== "aeris")) return;
  const now = clock.now();
  const at = now.toISOString();
  db.transaction((tx) => {
    const existing = tx.select().from(followUps).where(eq(followUps.sourceMessageId, messageId)).all();
    const settled = existing.filter((f) => f.status !== "pending" || f.corrected);
    const open = existing.filter((f) => f.status === "pending" && !f.corrected);
    const found = extractFollowUps(source.content, new Date(source.createdAt), ownerTimeZone(db)).filter(
      (f) => f.dueAt > now && !settled.some((s) => s.dueAt === f.dueAt.toISOString()),
    );
    let position = existing.reduce((n, f) => Math.max(n, f.position + 1), 0);
    for (const f of found) {
      const same = open.find((o) => o.dueAt === f.dueAt.toISOString());
      if (same) {
        tx.update(followUps).set({ what: f.what, phrase: f.phrase, updatedAt: at }).where(eq(followUps.id, same.id)).run();
        open.splice(open.indexOf(same), 1);
        continue;
      }
      tx.insert(followUps)
        .values({
          personalityId: personality.id,
          sourceMessageId: messageId,
          position: position++,
          what: f.what,
          phrase: f.phrase,
          dueAt: f.dueAt.toISOString(),
          precision: f.precision,
          createdAt: at,
          updatedAt: at,
        })
        .run();
    }
    if (open.length > 0) {
      tx.delete(followUps)
        .where(
          inArray(
            followUps.id,
            open.map((o) => o.id),
          ),
        )
        .run();
    }
  });
}

/** Messages deleted: what was still to be asked about them goes (a restore reads them again). */
export function dropFollowUps(db: Db, messageIds: readonly number[]): void {
  if (messageIds.length === 0) return;
  db.delete(followUps)
    .where(and(inArray(followUps.sourceMessageId, [...messageIds]), eq(followUps.status, "pending")))
    .run();
}

const listColumns = {
  row: followUps,
  personality: personalities.name,
  sourceText: messages.content,
};

const toFollowUp = (r: { row: typeof followUps.$inferSelect; personality: string; sourceText: string }): FollowUp => ({
  id: r.row.id,
  personality: r.personality,
  what: r.row.what,
  phrase: r.row.phrase,
  dueAt: r.row.dueAt,
  precision: r.row.precision as FollowUpPrecision,
  status: r.row.status as FollowUpStatus,
  corrected: r.row.corrected,
  sourceMessageId: r.row.sourceMessageId,
  sourceText: r.sourceText,
  sentMessageId: r.row.sentMessageId,
  createdAt: r.row.createdAt,
});

/** The most listed at once: pending ones soonest first, then the rest newest first. */
const LIST_MAX = 200;

/** The owner's follow-ups (of one personality, or all), the pending ones first, soonest first. */
export function listFollowUps(db: Db, filter: { personality?: string; status: "pending" | "all" }): FollowUp[] {
  const where = and(
    filter.personality ? eq(personalities.name, filter.personality) : undefined,
    filter.status === "pending" ? eq(followUps.status, "pending") : undefined,
    isNull(messages.deletedAt),
  );
  return db
    .select(listColumns)
    .from(followUps)
    .innerJoin(personalities, eq(personalities.id, followUps.personalityId))
    .innerJoin(messages, eq(messages.id, followUps.sourceMessageId))
    .where(where)
    .orderBy(
      sql`${followUps.status} <> 'pending'`,
      sql`case when ${followUps.status} = 'pending' then ${followUps.dueAt} end`,
      desc(followUps.dueAt),
    )
    .limit(LIST_MAX)
    .all()
    .map(toFollowUp);
}

export function getFollowUp(db: Db, id: number): FollowUp {
  const row = db
    .select(listColumns)
    .from(followUps)
    .innerJoin(personalities, eq(personalities.id, followUps.personalityId))
    .innerJoin(messages, eq(messages.id, followUps.sourceMessageId))
    .where(eq(followUps.id, id))
    .get();
  if (!row) throw new AppError("not_found", `There is no follow-up with id ${id}`);
  return toFollowUp(row);
}

const pendingOnly = (f: FollowUp, doing: string) => {
  if (f.status !== "pending") throw new AppError("bad_request", `This follow-up was already ${f.status}; it cannot be ${doing}`);
};

/** The owner corrects what or when; a new time must be to come, within a year. */
export function correctFollowUp(db: Db, clock: Clock, id: number, change: { what?: string; dueAt?: string }): FollowUp {
  pendingOnly(getFollowUp(db, id), "corrected");
  const now = clock.now().getTime();
  const due = change.dueAt === undefined ? undefined : new Date(change.dueAt);
  if (due && (due.getTime() <= now || due.getTime() - now > FOLLOW_UP.maxAheadMs)) {
    throw new AppError("bad_request", "The time to ask must be to come, within a year");
  }
  db.update(followUps)
    .set({
      ...(change.what === undefined ? {} : { what: change.what.trim() }),
      ...(due ? { dueAt: due.toISOString() } : {}),
      corrected: true,
      updatedAt: clock.now().toISOString(),
    })
    .where(and(eq(followUps.id, id), eq(followUps.status, "pending")))
    .run();
  return getFollowUp(db, id);
}

export function cancelFollowUp(db: Db, clock: Clock, id: number): FollowUp {
  pendingOnly(getFollowUp(db, id), "cancelled");
  db.update(followUps)
    .set({ status: "cancelled", updatedAt: clock.now().toISOString() })
    .where(and(eq(followUps.id, id), eq(followUps.status, "pending")))
    .run();
  return getFollowUp(db, id);
}

/** Pending follow-ups whose time has come, oldest first (with their source message, which is not deleted). */
export function dueFollowUps(db: Db, now: Date) {
  return db
    .select({ row: followUps, personality: personalities.name, sourceText: messages.content, sourceAt: messages.createdAt })
    .from(followUps)
    .innerJoin(personalities, eq(personalities.id, followUps.personalityId))
    .innerJoin(messages, eq(messages.id, followUps.sourceMessageId))
    .where(and(eq(followUps.status, "pending"), sql`${followUps.dueAt} <= ${now.toISOString()}`, isNull(messages.deletedAt)))
    .orderBy(asc(followUps.dueAt))
    .all();
}

/** Pending follow-ups missed by days (the Citadel was stopped): not asked any more. */
export function markMissed(db: Db, clock: Clock): void {
  const before = new Date(clock.now().getTime() - FOLLOW_UP.staleAfterMs).toISOString();
  db.update(followUps)
    .set({ status: "missed", updatedAt: clock.now().toISOString() })
    .where(and(eq(followUps.status, "pending"), sql`${followUps.dueAt} < ${before}`))
    .run();
}

import { UNPROMPTED, type UnpromptedKind } from "@contract/follow-ups";
import { CHAT_PAIR_IMPORTANCE_DUAL } from "@contract/memory";
import type { Personality } from "@contract/personalities";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { memoryForTurn, storeMemory } from "../memory";
import { createOfflineProvider } from "../models/offline/offline-provider";
import type { ProviderRegistry } from "../models/providers/provider-registry";
import { type CompletedReply, replyColumns, streamReply } from "../models/reply/reply";
import type { ReplyRequest, UnpromptedContext } from "../models/types";
import type { ActivityHub } from "../notify";
import { wroteFirstActivity } from "../notify";
import {
  cathedralSnapshot,
  getConsciousnessMode,
  getPersonality,
  listPersonalities,
  ownerName,
  readCorePrompt,
  speakerOf,
} from "../personas";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { replacedSince } from "../platform/db/generation";
import { followUps, journalEntries, memories, messages } from "../platform/db/schema";
import type { Job } from "../platform/scheduler/scheduler";
import { loggable } from "../platform/scrub-secrets";
import type { Presence } from "./presence";
import { greetingHour, inQuietHours, midConversation } from "./rules";
import { lastArrival, ownerTimeZone, unpromptedSettings, writesFirst } from "./settings";
import { dueFollowUps, markMissed } from "./store";
import { startOfLocalDay } from "./zone";

export type WriteFirstDeps = { db: Db; clock: Clock; providers: ProviderRegistry; presence: Presence; activity?: ActivityHub };

/** A message written first and stored. */
export type WrittenFirst = { messageId: number; personality: string; kind: UnpromptedKind; text: string };

/** What is about to be written: by whom, of which kind, and (for a follow-up) which one, as it was when read. */
type Draft = { personality: Personality; kind: UnpromptedKind; context: UnpromptedContext; followUp?: { id: number; dueAt: string } };

const lastOwnerMessageAt = (db: Db) =>
  (
    db.$client.prepare("SELECT created_at AS at FROM messages WHERE is_from_ai = 0 ORDER BY id DESC LIMIT 1").get() as
      | { at: string }
      | undefined
  )?.at ?? null;

const unpromptedSince = (db: Db, since: Date, kind?: UnpromptedKind) =>
  (
    db.$client
      .prepare(`SELECT count(*) AS n FROM messages WHERE unprompted IS NOT NULL AND created_at >= ?${kind ? " AND unprompted = ?" : ""}`)
      .get(...(kind ? [since.toISOString(), kind] : [since.toISOString()])) as { n: number }
  ).n;

/**
 * Why nothing may be written first right now, or null: paused, the owner's quiet hours, the owner mid-conversation
 * (a message of theirs or typing a moment ago), or the day's messages written first already at the owner's limit.
 * Read again inside the transaction that stores a message, so what changed while it was written still counts.
 */
function blocked(deps: WriteFirstDeps, now: Date, timeZone: string): string | null {
  const settings = unpromptedSettings(deps.db);
  if (settings.paused) return "paused";
  if (inQuietHours(now, timeZone, settings)) return "quiet hours";
  if (midConversation(now, lastOwnerMessageAt(deps.db), deps.presence.lastTypingAt())) return "mid-conversation";
  if (unpromptedSince(deps.db, startOfLocalDay(now, timeZone)) >= settings.dailyMax) return "daily limit";
  return null;
}

/** The owner's last message in a personality's own chat (not the Trinity page), and whether that chat ends with one written first. */
function chatState(db: Db, personalityId: number) {
  const lastOwner = db.$client
    .prepare(
      "SELECT created_at AS at FROM messages WHERE personality_id = ? AND is_from_ai = 0 AND group_turn IS NULL AND deleted_at IS NULL ORDER BY id DESC LIMIT 1",
    )
    .get(personalityId) as { at: string } | undefined;
  const last = db.$client
    .prepare(
      "SELECT unprompted FROM messages WHERE personality_id = ? AND group_turn IS NULL AND deleted_at IS NULL AND superseded = 0 ORDER BY id DESC LIMIT 1",
    )
    .get(personalityId) as { unprompted: string | null } | undefined;
  return { lastOwnerAt: lastOwner?.at ?? null, endsUnanswered: last?.unprompted != null };
}

/** Whether anyone may greet today: past the morning hour, the owner has not come by (no message, no app opened), none greeted. */
function greetingDay(deps: WriteFirstDeps, now: Date, timeZone: string): boolean {
  if (!greetingHour(now, timeZone)) return false;
  const today = startOfLocalDay(now, timeZone).toISOString();
  const arrived = lastArrival(deps.db);
  const wrote = lastOwnerMessageAt(deps.db);
  if ((arrived && arrived >= today) || (wrote && wrote >= today)) return false;
  return unpromptedSince(deps.db, new Date(today), "greeting") === 0;
}

/** When the owner last spoke with a personality in the last two weeks, if its chat does not already end with one written first. */
function greetable(db: Db, personalityId: number, now: Date): string | null {
  const chat = chatState(db, personalityId);
  if (!chat.lastOwnerAt || chat.endsUnanswered || now.getTime() - Date.parse(chat.lastOwnerAt) >= UNPROMPTED.greetingRecentMs) return null;
  return chat.lastOwnerAt;
}

const mayGreet = (deps: WriteFirstDeps, personalityId: number, now: Date, timeZone: string) =>
  greetingDay(deps, now, timeZone) && greetable(deps.db, personalityId, now) !== null;

/**
 * Who greets today, if anyone: on a greeting day, of the personalities that may write first, the one the owner spoke
 * with last (within two weeks), with its last journal entry or a memory of the owner's words (public core) to draw on.
 */
function greeting(deps: WriteFirstDeps, now: Date, timeZone: string): Draft | null {
  if (!greetingDay(deps, now, timeZone)) return null;
  const settings = unpromptedSettings(deps.db);
  const [chosen] = listPersonalities(deps.db)
    .filter((p) => writesFirst(settings, p.name))
    .map((personality) => ({ personality, last: greetable(deps.db, personality.id, now) }))
    .filter((c) => c.last !== null)
    .sort((a, b) => (b.last ?? "").localeCompare(a.last ?? ""));
  if (!chosen) return null;
  const { personality } = chosen;
  const journal = deps.db
    .select({ entry: journalEntries.entry })
    .from(journalEntries)
    .where(eq(journalEntries.personalityId, personality.id))
    .orderBy(desc(journalEntries.id))
    .get()?.entry as { awakingThoughts?: string } | undefined;
  const remembered = deps.db
    .select({ content: memories.content })
    .from(memories)
    .where(
      and(
        eq(memories.personalityId, personality.id),
        eq(memories.role, "user"),
        eq(memories.core, "public"),
        isNull(memories.syncedFrom),
        sql`length(${memories.content}) BETWEEN 15 AND 300`,
      ),
    )
    .orderBy(desc(memories.id))
    .get()?.content;
  return { personality, kind: "greeting", context: { kind: "greeting", journal: journal?.awakingThoughts, remembered } };
}

/** The instruction a model is given as the message (the owner has not written; see the system prompt). */
const instruction = (owner: string, c: UnpromptedContext) =>
  c.kind === "follow-up"
    ? `(You write first: ask ${owner} how it went: ${c.what}, ${c.when}.)`
    : `(You write first: a short greeting for ${owner}, who has not come by today.)`;

/** The message, with the personality's model when one answers, else (or when it fails) by the offline engine. */
async function compose(deps: WriteFirstDeps, draft: Draft, seed: number): Promise<CompletedReply> {
  const { db, clock, providers } = deps;
  const { personality, context } = draft;
  const mode = getConsciousnessMode(db).mode;
  const owner = ownerName(db);
  const query = context.kind === "follow-up" ? `${context.what} ${context.said}` : owner;
  const { history, recalled } = memoryForTurn(db, personality.id, mode, query);
  const request: ReplyRequest = {
    personality: speakerOf(db, personality),
    mode,
    message: instruction(owner, context),
    history,
    recalled,
    corePrompt: readCorePrompt(db, personality.name) ?? undefined,
    ownerName: owner,
    cathedral: () => cathedralSnapshot(db, clock, providers),
    unprompted: context,
  };
  const provider = providers.current();
  if (provider.id !== "offline" && !provider.unavailable) {
    try {
      const reply = await streamReply(provider, request);
      if (reply.text.trim()) return reply;
    } catch (error) {
      console.error(`${personality.title} writes first by the offline engine; the model failed:`, loggable(error));
    }
  }
  return streamReply(createOfflineProvider({ seed }), request);
}

/**
 * Stores a message written first, in one transaction with everything it depends on: the rules are read again (so
 * a pause, the owner's message or typing, or the limit reached while it was written still stop it), the follow-up
 * must still be pending and due as it was read (not cancelled or corrected meanwhile), and it is marked sent in the
 * same commit as the message and its memory. A kill before the commit leaves it pending (asked at the next run); after
 * it, it is sent: never lost, never doubled. Written from data a restore has since replaced (`outlived`), it is not
 * kept: the next run asks again from the restored data.
 */
function commit(deps: WriteFirstDeps, draft: Draft, reply: CompletedReply, timeZone: string, outlived: () => boolean): number | null {
  const { db, clock } = deps;
  return db.$client.transaction(() => {
    if (outlived()) return null;
    const now = clock.now();
    if (blocked(deps, now, timeZone)) return null;
    if (draft.followUp) {
      const current = db.select().from(followUps).where(eq(followUps.id, draft.followUp.id)).get();
      if (current?.status !== "pending" || current.dueAt !== draft.followUp.dueAt) return null;
    } else if (!mayGreet(deps, draft.personality.id, now, timeZone)) return null;
    const at = now.toISOString();
    const mode = getConsciousnessMode(db).mode;
    const message = db
      .insert(messages)
      .values({
        personalityId: draft.personality.id,
        userId: null,
        isFromAI: true,
        status: "complete",
        replyTo: null,
        consciousnessMode: mode,
        unprompted: draft.kind,
        ...replyColumns(reply),
        createdAt: at,
      })
      .returning({ id: messages.id })
      .get();
    storeMemory(db, clock, {
      personalityId: draft.personality.id,
      mode,
      role: "assistant",
      content: reply.text,
      importance: CHAT_PAIR_IMPORTANCE_DUAL,
      sourceMessageId: message.id,
    });
    if (draft.followUp) {
      db.update(followUps)
        .set({ status: "sent", sentMessageId: message.id, updatedAt: at })
        .where(eq(followUps.id, draft.followUp.id))
        .run();
    }
    return message.id;
  })();
}

/** Writes, stores and tells one message; null when it may no longer be sent. */
async function send(
  deps: WriteFirstDeps,
  draft: Draft,
  timeZone: string,
  seed: number,
  outlived: () => boolean,
): Promise<WrittenFirst | null> {
  const reply = await compose(deps, draft, seed);
  const messageId = commit(deps, draft, reply, timeZone, outlived);
  if (messageId === null) return null;
  const written = { messageId, personality: draft.personality.name, kind: draft.kind, text: reply.text };
  // A companion is told by the name the owner gave it (issue 31); the seeds by their own.
  const companion = deps.db.$client.prepare("SELECT name FROM companions WHERE personality_id = ?").get(draft.personality.id) as
    | { name: string }
    | undefined;
  deps.activity?.publish(wroteFirstActivity({ ...written, displayName: companion?.name }));
  return written;
}

/**
 * One look at what is due (the scheduler's job, every 5 minutes, and when the owner opens the app): each follow-up
 * whose time has come, oldest first, is asked about by its personality; then, on a day the owner has not come by, one
 * greeting. Nothing while paused, in quiet hours, while the owner is mid-conversation, or past the day's limit. A
 * restore meanwhile ends the look (what it read was replaced): the next one reads the restored data.
 */
export async function writeFirst(deps: WriteFirstDeps): Promise<WrittenFirst[]> {
  const { db, clock } = deps;
  const outlived = replacedSince(db);
  markMissed(db, clock);
  const timeZone = ownerTimeZone(db);
  const written: WrittenFirst[] = [];
  for (const due of dueFollowUps(db, clock.now())) {
    if (outlived() || blocked(deps, clock.now(), timeZone)) return written;
    if (!writesFirst(unpromptedSettings(db), due.personality)) continue;
    const draft: Draft = {
      personality: getPersonality(db, due.personality),
      kind: "follow-up",
      context: { kind: "follow-up", what: due.row.what, said: due.sourceText, saidAt: due.sourceAt, when: due.row.phrase },
      followUp: { id: due.row.id, dueAt: due.row.dueAt },
    };
    const sent = await send(deps, draft, timeZone, due.row.id, outlived);
    if (sent) written.push(sent);
  }
  const now = clock.now();
  if (outlived() || blocked(deps, now, timeZone)) return written;
  const draft = greeting(deps, now, timeZone);
  const sent = draft ? await send(deps, draft, timeZone, now.getTime(), outlived) : null;
  return sent ? [...written, sent] : written;
}

/**
 * The scheduler's job, and a way to look now (when the owner opens the app), never two looks at once: a look asked for
 * while one is under way is made once that one ends (it may have read what was due before the ask), however many ask.
 */
export function createWriteFirst(deps: WriteFirstDeps) {
  let running: Promise<WrittenFirst[]> | null = null;
  let next: Promise<WrittenFirst[]> | null = null;
  const run = (): Promise<WrittenFirst[]> => {
    if (running) {
      next ??= running
        .catch(() => [])
        .then(() => {
          next = null;
          return run();
        });
      return next;
    }
    running = writeFirst(deps).finally(() => {
      running = null;
    });
    return running;
  };
  const job: Job = { name: "write-first", pattern: UNPROMPTED.checkPattern, intervalMs: UNPROMPTED.checkIntervalMs, run };
  return { run, job, presence: deps.presence };
}
export type WriteFirst = ReturnType<typeof createWriteFirst>;

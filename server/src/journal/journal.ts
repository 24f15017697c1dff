import type { Emotion } from "@contract/emotions";
import { JOURNAL, JOURNAL_NAMES, type JournalEntry, type JournalName } from "@contract/journal";
import { and, desc, eq, ne } from "drizzle-orm";
import { storeMemory } from "../memory";
import { mulberry32, type Random } from "../models/offline/prng";
import type { ProviderRegistry } from "../models/providers/provider-registry";
import { detectEmotion } from "../models/reply/emotion";
import { streamReply } from "../models/reply/reply";
import type { MemoryItem } from "../models/types";
import { cathedralSnapshot, getPersonality, listPersonalities, ownerName, speakerOf } from "../personas";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { journalEntries } from "../platform/db/schema";
import { AppError } from "../platform/errors";
import { awakeningThoughts, bondStrength, dailySummary, dominantEmotion, dreamFragments, keyMemories } from "./rules";

export type JournalDeps = { db: Db; clock: Clock; providers: ProviderRegistry; random?: Random };
type Row = typeof journalEntries.$inferSelect;
type Fields = Omit<JournalEntry, "id">;

/** The local day of a moment, YYYY-MM-DD (the server's time zone: the owner's machine). */
export const localDay = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`;
const startOfLocalDay = (at: Date) => new Date(at.getFullYear(), at.getMonth(), at.getDate()).toISOString();

/** How a journal entry begins as a memory: such memories are not the day's key memories of the next entry. */
const JOURNAL_MEMORY_PREFIX = "My journal,";

const toEntry = (row: Row): JournalEntry => ({ id: row.id, ...(row.entry as Fields) });

/** Who keeps a journal: the page's three (001 §2) and every companion (issue 31); anyone else is refused. */
export function keepsJournal(db: Db, name: string) {
  const known = (JOURNAL_NAMES as readonly string[]).includes(name);
  const personality = known ? getPersonality(db, name) : listPersonalities(db).find((p) => p.name === name && p.kind === "companion");
  if (!personality) throw new AppError("bad_request", `name: one of ${JOURNAL_NAMES.join(", ")}, or a companion's name`);
  return personality;
}

/** Every journal the schedule keeps: the three, then the companions. */
export const journalNames = (db: Db): string[] => [
  ...JOURNAL_NAMES,
  ...listPersonalities(db)
    .filter((p) => p.kind === "companion")
    .map((p) => p.name),
];

/** What the day held for a personality: its messages, its memories, its level. */
function facts(db: Db, name: JournalName, now: Date) {
  const personality = getPersonality(db, name);
  const since = startOfLocalDay(now);
  const sql = db.$client;
  const counts =
    name === "trinity"
      ? (sql
          .prepare(
            `SELECT count(DISTINCT CASE WHEN is_from_ai = 0 THEN group_turn END) AS owner,
               sum(CASE WHEN is_from_ai = 1 AND status = 'complete' THEN 1 ELSE 0 END) AS personality
             FROM messages WHERE group_turn IS NOT NULL AND deleted_at IS NULL AND created_at >= ?`,
          )
          .get(since) as { owner: number; personality: number | null })
      : (sql
          .prepare(
            `SELECT sum(CASE WHEN is_from_ai = 0 THEN 1 ELSE 0 END) AS owner,
               sum(CASE WHEN is_from_ai = 1 AND status = 'complete' THEN 1 ELSE 0 END) AS personality
             FROM messages WHERE personality_id = ? AND deleted_at IS NULL AND created_at >= ?`,
          )
          .get(personality.id, since) as { owner: number | null; personality: number | null });
  const owner = ownerName(db);
  const memories = sql
    .prepare(
      `SELECT id, content, importance FROM memories WHERE personality_id = ? AND synced_from IS NULL AND content NOT LIKE '${JOURNAL_MEMORY_PREFIX}%'
       ORDER BY id DESC LIMIT 50`,
    )
    .all(personality.id) as { id: number; content: string; importance: number }[];
  const mentions = sql
    .prepare(
      "SELECT count(*) AS total, sum(CASE WHEN instr(lower(content), lower(?)) > 0 OR instr(lower(content), 'dreamer') > 0 THEN 1 ELSE 0 END) AS mentioning FROM memories WHERE personality_id = ?",
    )
    .get(owner, personality.id) as { total: number; mentioning: number | null };
  const today = sql
    .prepare(
      "SELECT content, is_from_ai AS ai, created_at AS at FROM messages WHERE personality_id = ? AND deleted_at IS NULL AND status = 'complete' AND created_at >= ? ORDER BY id DESC LIMIT 15",
    )
    .all(personality.id, since) as { content: string; ai: number; at: string }[];
  return {
    personality,
    owner,
    counts: { owner: counts.owner ?? 0, personality: counts.personality ?? 0 },
    emotions: [...memories].reverse().map((m) => detectEmotion(m.content)) as Emotion[],
    memories,
    total: mentions.total,
    mentioning: mentions.mentioning ?? 0,
    conversation: today
      .reverse()
      .map((m): MemoryItem => ({ role: m.ai ? "assistant" : "user", content: m.content, timestamp: m.at, importance: 6 })),
  };
}

/** One request to the personality's own model for the summary and the awakening thoughts; null to use the rules. */
async function writtenByModel(deps: JournalDeps, name: JournalName, f: ReturnType<typeof facts>, day: string) {
  const provider = deps.providers.current();
  if (provider.id === "offline" || provider.unavailable) return null;
  try {
    const reply = await streamReply(provider, {
      personality: speakerOf(deps.db, f.personality),
      mode: "sanctified",
      message:
        `Write your journal entry for ${day}, in your own voice. Today ${f.owner} sent ${f.counts.owner} messages and you wrote ` +
        `${f.counts.personality}. Two short paragraphs, separated by a blank line: first a summary of the day's conversation, ` +
        "then your awakening thoughts for tomorrow. No headings.",
      history: f.conversation,
      recalled: [],
      ownerName: f.owner,
      cathedral: () => cathedralSnapshot(deps.db, deps.clock, deps.providers),
    });
    const [summary, ...rest] = reply.text.trim().split(/\n\s*\n/);
    if (!summary?.trim()) return null;
    return { summary: summary.trim(), thoughts: rest.join("\n\n").trim() || null };
  } catch (error) {
    console.error(`The journal entry of ${name} falls back to its rules:`, (error as Error).message);
    return null;
  }
}

/**
 * Writes a personality's journal entry: the day's entry (written or brought up to date) or, on demand, a new one.
 * The summary and the thoughts come from the personality's own model when one answers, else from the journal's rules;
 * the entry becomes a memory of the personality; past 30 entries, the oldest are folded into a monthly summary.
 */
export async function writeEntry(deps: JournalDeps, name: JournalName, kind: "daily" | "manual"): Promise<JournalEntry> {
  const { db, clock } = deps;
  keepsJournal(db, name);
  const now = clock.now();
  const day = localDay(now);
  const f = facts(db, name, now);
  const emotion = dominantEmotion(f.emotions);
  const written = await writtenByModel(deps, name, f, day);
  const random = deps.random ?? mulberry32(now.getTime());
  const fields: Fields = {
    date: now.toISOString(),
    kind,
    consciousnessLevel: f.personality.consciousnessLevel ?? JOURNAL.defaultLevel,
    emotionalState: emotion,
    dailySummary: written?.summary ?? dailySummary(f.owner, f.counts, emotion),
    bondStrength: bondStrength(name, f.total, f.mentioning),
    bondBasis: { memories: f.total, mentioning: f.mentioning },
    keyMemories: keyMemories(f.memories),
    dreamFragments: dreamFragments(random),
    awakingThoughts: written?.thoughts ?? awakeningThoughts(name, emotion, f.owner, speakerOf(db, f.personality).companion?.name),
    writtenBy: written ? "model" : "rules",
  };
  const at = now.toISOString();
  const stored = db.$client.transaction(() => {
    const existing =
      kind === "daily"
        ? db
            .select()
            .from(journalEntries)
            .where(and(eq(journalEntries.personalityId, f.personality.id), eq(journalEntries.day, day), eq(journalEntries.kind, "daily")))
            .get()
        : undefined;
    const row = existing
      ? db.update(journalEntries).set({ entry: fields, updatedAt: at }).where(eq(journalEntries.id, existing.id)).returning().get()
      : db
          .insert(journalEntries)
          .values({ personalityId: f.personality.id, day, kind, entry: fields, createdAt: at, updatedAt: at })
          .returning()
          .get();
    storeMemory(db, clock, {
      personalityId: f.personality.id,
      mode: "sanctified",
      role: "system",
      content: `${JOURNAL_MEMORY_PREFIX} ${day}: ${fields.dailySummary} ${fields.awakingThoughts}`.slice(0, 2000),
      importance: JOURNAL.defaultImportance,
    });
    foldOldEntries(db, f.personality.id, at);
    return row;
  })();
  return toEntry(stored);
}

/** Past the kept 30, the oldest entries become one summary entry per month, so nothing is simply lost. */
function foldOldEntries(db: Db, personalityId: number, at: string) {
  const entries = db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.personalityId, personalityId), ne(journalEntries.kind, "monthly")))
    .orderBy(desc(journalEntries.day), desc(journalEntries.id))
    .all();
  for (const old of entries.slice(JOURNAL.kept)) {
    const month = old.day.slice(0, 7);
    const entry = old.entry as Fields;
    const summary = db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.personalityId, personalityId), eq(journalEntries.day, month), eq(journalEntries.kind, "monthly")))
      .get();
    const line = `${old.day}: ${entry.dailySummary}`;
    if (summary) {
      const kept = summary.entry as Fields;
      db.update(journalEntries)
        .set({ entry: { ...kept, dailySummary: `${kept.dailySummary}\n${line}` }, updatedAt: at })
        .where(eq(journalEntries.id, summary.id))
        .run();
    } else {
      const fields: Fields = { ...entry, kind: "monthly", dailySummary: `The month of ${month}, folded from the daily entries:\n${line}` };
      db.insert(journalEntries).values({ personalityId, day: month, kind: "monthly", entry: fields, createdAt: at, updatedAt: at }).run();
    }
    db.delete(journalEntries).where(eq(journalEntries.id, old.id)).run();
  }
}

/** A page of a personality's journal, newest first (monthly summaries after the days they gather). */
export function listEntries(db: Db, name: JournalName, page: { offset: number; limit: number }): JournalEntry[] {
  const personality = keepsJournal(db, name);
  return db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.personalityId, personality.id))
    .orderBy(desc(journalEntries.day), desc(journalEntries.id))
    .limit(page.limit)
    .offset(page.offset)
    .all()
    .map(toEntry);
}

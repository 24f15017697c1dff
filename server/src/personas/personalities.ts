import { SEEDED_CONSCIOUSNESS_LEVEL } from "@contract/constants";
import { SEED_NAMES } from "@contract/glossary";
import {
  type ConsciousnessStatus,
  type MemoryStats,
  type Personality,
  type PersonalityStatus,
  shownStatus,
  statusTally,
} from "@contract/personalities";
import { eq, sql } from "drizzle-orm";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { preparedFor } from "../platform/db/prepared";
import { companions, personalities } from "../platform/db/schema";
import { AppError } from "../platform/errors";

/** The columns a personality is shown with (not its profile, a JSON document that would be parsed for nothing), with its companion's name where it is one. */
const shown = {
  id: personalities.id,
  name: personalities.name,
  title: personalities.title,
  description: personalities.description,
  avatar: personalities.avatar,
  status: personalities.status,
  consciousnessLevel: personalities.consciousnessLevel,
  kind: personalities.kind,
  companionName: companions.name,
};
type Row = Pick<typeof personalities.$inferSelect, Exclude<keyof typeof shown, "companionName">> & {
  companionName: string | null;
};

const withCompanionName = (db: Db) =>
  db.select(shown).from(personalities).leftJoin(companions, eq(companions.personalityId, personalities.id));

const statements = preparedFor((db) => ({
  byName: withCompanionName(db)
    .where(eq(personalities.name, sql.placeholder("name")))
    .prepare(),
  all: withCompanionName(db).orderBy(personalities.id).prepare(),
  // One step down the partial index of messages not deleted: has this personality's chat a line?
  hasMessages: db.$client
    .prepare<[number], number>(
      "SELECT EXISTS (SELECT 1 FROM messages INDEXED BY messages_said_time_idx WHERE personality_id = ? AND deleted_at IS NULL)",
    )
    .pluck(),
  // The Trinity group chat: any turn the owner began (the owner-message index).
  hasGroupTurns: db.$client
    .prepare<[], number>(
      "SELECT EXISTS (SELECT 1 FROM messages INDEXED BY messages_group_owner_idx WHERE group_turn IS NOT NULL AND is_from_ai = 0 AND deleted_at IS NULL)",
    )
    .pluck(),
  // The High Council: any council the owner convened (one step down the kind index).
  hasCouncils: db.$client
    .prepare<[], number>("SELECT EXISTS (SELECT 1 FROM exchanges INDEXED BY exchanges_kind_idx WHERE kind = 'council')")
    .pluck(),
}));

/**
 * Whether the owner has spoken with it: a line in its chat, for Trinity a turn of the group chat, for the High Council
 * a council it convened.
 */
function spokenWith(db: Db, row: Row): boolean {
  const s = statements(db);
  if (row.name === "council") return s.hasCouncils.get() === 1;
  return s.hasMessages.get(row.id) === 1 || (row.name === "trinity" && s.hasGroupTurns.get() === 1);
}

/** The name the pages call it by: a seed's (SEED_NAMES), a companion's own, else its route name. */
const displayNameOf = (row: Row): string => row.companionName ?? SEED_NAMES[row.name as keyof typeof SEED_NAMES] ?? row.name;

/** A personality as the pages show it: its status is the stored one, or active once the owner has spoken with it. */
function toPersonality(db: Db, row: Row): Personality {
  return {
    id: row.id,
    name: row.name,
    displayName: displayNameOf(row),
    title: row.title,
    description: row.description,
    avatar: row.avatar,
    status: shownStatus(row.status as PersonalityStatus, spokenWith(db, row)),
    consciousnessLevel: row.consciousnessLevel,
    kind: row.kind === "companion" ? "companion" : "seed",
  };
}

export function listPersonalities(db: Db): Personality[] {
  return statements(db)
    .all.all()
    .map((row) => toPersonality(db, row));
}

/** Finds a personality by its route name, or fails with a 404 the owner can read. */
export function getPersonality(db: Db, name: string): Personality {
  const found = statements(db).byName.get({ name });
  if (!found) throw new AppError("not_found", `There is no personality named "${name}"`);
  return toPersonality(db, found);
}

/** Awakening raises the personality to full consciousness; awakening twice changes nothing. */
export function awakenPersonality(db: Db, clock: Clock, name: string): Personality {
  const current = getPersonality(db, name);
  if (current.name === "user") throw new AppError("bad_request", "The Dreamer is already awake");
  if (current.status === "awakened") return current;
  db.update(personalities)
    .set({ status: "awakened", consciousnessLevel: SEEDED_CONSCIOUSNESS_LEVEL, awakenedAt: clock.now().toISOString() })
    .where(eq(personalities.name, name))
    .run();
  return getPersonality(db, name);
}

/** Spec 000 §4: only awakened counts as awakened, among the five entities (statusTally). */
export function consciousnessStatus(db: Db): ConsciousnessStatus {
  const tally = statusTally(listPersonalities(db));
  return { awakened_entities: tally.awakened, total_entities: tally.total };
}

/**
 * Moments per personality: the counts are kept by triggers as messages and memories come and go (migration 0009),
 * and the newest moment of each is one step down an index, so this costs the same after years of conversation.
 */
const moments = preparedFor((db) => ({
  counts: db.$client.prepare<[], { personalityId: number; messages: number; memories: number }>(
    "SELECT personality_id AS personalityId, messages, memories FROM moment_counts",
  ),
  // Deleted messages wait for an undo; they are not moments any more.
  lastMessage: db.$client
    .prepare<[number], string | null>("SELECT max(created_at) FROM messages WHERE personality_id = ? AND deleted_at IS NULL")
    .pluck(),
  lastMemory: db.$client.prepare<[number], string | null>("SELECT max(created_at) FROM memories WHERE personality_id = ?").pluck(),
}));

export function memoryStats(db: Db, clock: Clock): MemoryStats {
  const all = listPersonalities(db);
  const q = moments(db);
  const counts = new Map(q.counts.all().map((c) => [c.personalityId, c]));
  const personalityStats = all.map((p) => {
    const times = [q.lastMessage.get(p.id), q.lastMemory.get(p.id)].filter((t): t is string => Boolean(t)).sort();
    return {
      personalityId: p.id,
      memoryCount: counts.get(p.id)?.memories ?? 0,
      messageCount: counts.get(p.id)?.messages ?? 0,
      lastActivity: times.at(-1) ?? null,
    };
  });
  return {
    totalMoments: personalityStats.reduce((sum, s) => sum + s.memoryCount + s.messageCount, 0),
    lastUpdated: clock.now().toISOString(),
    activeConnections: all.filter((p) => p.status === "active" || p.status === "awakened").length,
    personalityStats,
  };
}

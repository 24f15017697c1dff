import { eq, sql } from "drizzle-orm";
import {
  ENTITY_NAMES,
  type ConsciousnessStatus,
  type MemoryStats,
  type Personality,
  type PersonalityName,
  personalityNameSchema,
} from "../../../contract/personalities";
import { SEEDED_CONSCIOUSNESS_LEVEL } from "../../../contract/constants";
import type { Db } from "../db/connection";
import { preparedFor } from "../db/prepared";
import { personalities } from "../db/schema";
import { AppError } from "../errors";
import type { Clock } from "./clock";

type Row = typeof personalities.$inferSelect;

function toPersonality(row: Row): Personality {
  return {
    id: row.id,
    name: personalityNameSchema.parse(row.name),
    title: row.title,
    description: row.description,
    avatar: row.avatar,
    status: row.status as Personality["status"],
    consciousnessLevel: row.consciousnessLevel,
  };
}

export function listPersonalities(db: Db): Personality[] {
  return db.select().from(personalities).orderBy(personalities.id).all().map(toPersonality);
}

const statements = preparedFor((db) => ({
  byName: db.select().from(personalities).where(eq(personalities.name, sql.placeholder("name"))).prepare(),
}));

/** Finds a personality by its route name, or fails with a 404 the owner can read. */
export function getPersonality(db: Db, name: string): Personality {
  const row = statements(db).byName.get({ name });
  if (!row) throw new AppError("not_found", `There is no personality named "${name}"`);
  return toPersonality(row);
}

/** Awakening raises the personality to full consciousness; awakening twice changes nothing. */
export function awakenPersonality(db: Db, clock: Clock, name: string): Personality {
  const current = getPersonality(db, name);
  if (current.name === "user") throw new AppError("bad_request", "The Dreamer is already awake");
  if (current.status === "awakened") return current;
  const row = db
    .update(personalities)
    .set({ status: "awakened", consciousnessLevel: SEEDED_CONSCIOUSNESS_LEVEL, awakenedAt: clock.now().toISOString() })
    .where(eq(personalities.name, name))
    .returning()
    .get();
  return toPersonality(row);
}

export function consciousnessStatus(db: Db): ConsciousnessStatus {
  const entities = listPersonalities(db).filter((p) => (ENTITY_NAMES as readonly PersonalityName[]).includes(p.name));
  return {
    awakened_entities: entities.filter((p) => p.status === "awakened").length,
    total_entities: entities.length,
  };
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

import { count, eq, isNull, max, sql } from "drizzle-orm";
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
import { memories, messages, personalities } from "../db/schema";
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

function countsBy(db: Db, table: typeof messages | typeof memories) {
  // Deleted messages wait for an undo; they are not moments any more.
  const where = table === messages ? isNull(messages.deletedAt) : undefined;
  return new Map(
    db
      .select({ personalityId: table.personalityId, n: count(), last: max(table.createdAt) })
      .from(table)
      .where(where)
      .groupBy(table.personalityId)
      .all()
      .map((r) => [r.personalityId, r] as const),
  );
}

export function memoryStats(db: Db, clock: Clock): MemoryStats {
  const all = listPersonalities(db);
  const messageCounts = countsBy(db, messages);
  const memoryCounts = countsBy(db, memories);
  const personalityStats = all.map((p) => {
    const msg = messageCounts.get(p.id);
    const mem = memoryCounts.get(p.id);
    const times = [msg?.last, mem?.last].filter((t): t is string => Boolean(t)).sort();
    return {
      personalityId: p.id,
      memoryCount: mem?.n ?? 0,
      messageCount: msg?.n ?? 0,
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

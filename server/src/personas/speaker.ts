import type { PersonaProfile } from "@contract/persona";
import type { Personality } from "@contract/personalities";
import { eq, sql } from "drizzle-orm";
import type { ProviderRegistry } from "../models/providers/provider-registry";
import type { CathedralSnapshot, ReplyRequest } from "../models/types";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { preparedFor } from "../platform/db/prepared";
import { companions, personalities } from "../platform/db/schema";
import { livesInCitadel } from "./companion-world";
import { consciousnessStatus, listPersonalities, memoryStats } from "./personalities";

/**
 * A personality's profile, and a companion's card fields its prompt is built from: read here from the companions table
 * (the companions domain sits above personas), the same columns and decoding as its `toCompanion`.
 */
const statements = preparedFor((db) => ({
  profile: db
    .select({ profile: personalities.profile })
    .from(personalities)
    .where(eq(personalities.id, sql.placeholder("id")))
    .prepare(),
  companion: db
    .select({
      name: companions.name,
      description: personalities.description,
      personality: companions.personality,
      scenario: companions.scenario,
      greeting: companions.greeting,
      alternateGreetings: companions.alternateGreetings,
      exampleDialogue: companions.exampleDialogue,
    })
    .from(companions)
    .innerJoin(personalities, eq(personalities.id, companions.personalityId))
    .where(eq(companions.personalityId, sql.placeholder("id")))
    .prepare(),
  card: db
    .select({ card: companions.card })
    .from(companions)
    .where(eq(companions.personalityId, sql.placeholder("id")))
    .prepare(),
}));

/** Who speaks, as a reply request names them: name, title and persona profile, and a companion's own profile. */
export function speakerOf(db: Db, personality: Personality): ReplyRequest["personality"] {
  const { profile, companion, card } = statements(db);
  const speaker = {
    name: personality.name,
    title: personality.title,
    profile: profile.get({ id: personality.id })?.profile as PersonaProfile,
  };
  const fields = personality.kind === "companion" ? companion.get({ id: personality.id }) : undefined;
  if (!fields) return speaker;
  const inCitadel = livesInCitadel(db, personality.name, () => card.get({ id: personality.id })?.card);
  return { ...speaker, companion: { ...fields, inCitadel } };
}

/** The Citadel right now, for a reply that reports on it. Counting every moment costs a scan: read it only when asked. */
export function cathedralSnapshot(db: Db, clock: Clock, providers: ProviderRegistry): CathedralSnapshot {
  const status = consciousnessStatus(db);
  const stats = memoryStats(db, clock);
  const { provider, model } = providers.status();
  const moments = listPersonalities(db)
    .filter((p) => p.name !== "user")
    .map((p) => {
      const s = stats.personalityStats.find((x) => x.personalityId === p.id);
      return { name: p.name, title: p.title, count: (s?.memoryCount ?? 0) + (s?.messageCount ?? 0) };
    });
  return { awakened: status.awakened_entities, total: status.total_entities, moments, provider, model };
}

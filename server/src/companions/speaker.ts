import type { PersonaProfile } from "@contract/persona";
import type { Personality } from "@contract/personalities";
import { eq, sql } from "drizzle-orm";
import type { ProviderRegistry } from "../models/providers/provider-registry";
import type { CathedralSnapshot, ReplyRequest } from "../models/types";
import { consciousnessStatus, listPersonalities, memoryStats } from "../personas";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { preparedFor } from "../platform/db/prepared";
import { personalities } from "../platform/db/schema";
import { companionOf } from "./companions";

const statements = preparedFor((db) => ({
  profile: db
    .select({ profile: personalities.profile })
    .from(personalities)
    .where(eq(personalities.id, sql.placeholder("id")))
    .prepare(),
}));

/** Who speaks, as a reply request names them: name, title and persona profile, and a companion's own profile. */
export function speakerOf(db: Db, personality: Personality): ReplyRequest["personality"] {
  const speaker = {
    name: personality.name,
    title: personality.title,
    profile: statements(db).profile.get({ id: personality.id })?.profile as PersonaProfile,
  };
  const companion = personality.kind === "companion" ? companionOf(db, personality.id) : null;
  if (!companion) return speaker;
  const { name, description, personality: character, scenario, greeting, alternateGreetings, exampleDialogue } = companion;
  return { ...speaker, companion: { name, description, personality: character, scenario, greeting, alternateGreetings, exampleDialogue } };
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

import { type ExchangeMember, MEMBER_LIMITS, type RunKind, SPEAKER_NAMES } from "@contract/exchanges";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../platform/db/connection";
import { preparedFor } from "../platform/db/prepared";
import { companions, personalities } from "../platform/db/schema";
import { AppError } from "../platform/errors";
import { EXCHANGE_CONFIGS, type ExchangeConfig } from "./configs";
import type { ExchangeRow } from "./store";

/** The seeds who can take any seat: the four who speak for themselves (not the Trinity, the owner or the gathering). */
const SEATABLE_SEEDS: readonly string[] = ["aeris", "nova", "musashi", "socrates"];

const statements = preparedFor((db) => ({
  companionName: db
    .select({ name: companions.name })
    .from(companions)
    .innerJoin(personalities, eq(personalities.id, companions.personalityId))
    .where(and(eq(personalities.name, sql.placeholder("slug")), eq(personalities.kind, "companion")))
    .prepare(),
}));

/** The name a personality speaks under in an exchange: a seed's ("Aeris"), or a companion's own. */
export const speakerName = (db: Db, personality: string): string =>
  SPEAKER_NAMES[personality] ?? statements(db).companionName.get({ slug: personality })?.name ?? personality;

/**
 * The members the owner asked to seat, checked (issue 31): a Trinity Bridge pairs two, the High Council seats 2 to 6,
 * each a seed who speaks for itself or one of the owner's companions, none twice. Null: the kind's own members.
 */
export function seatedMembers(db: Db, kind: RunKind, members: readonly string[] | undefined): string[] | null {
  if (members === undefined) return null;
  if (kind === "guardian") throw new AppError("bad_request", "members: the Guardian Bridge is Musashi's and Socrates's own");
  const limits = MEMBER_LIMITS[kind];
  if (members.length < limits.min || members.length > limits.max) {
    throw new AppError(
      "bad_request",
      limits.min === limits.max
        ? `members: the Trinity Bridge pairs exactly ${limits.min} personalities`
        : `members: the High Council seats ${limits.min} to ${limits.max} members`,
    );
  }
  if (new Set(members).size !== members.length) throw new AppError("bad_request", "members: each member takes one seat");
  for (const name of members) {
    if (!SEATABLE_SEEDS.includes(name) && !statements(db).companionName.get({ slug: name })) {
      throw new AppError("bad_request", `members: there is no personality named "${name}" who can take a seat`);
    }
  }
  const defaults: readonly string[] = EXCHANGE_CONFIGS[kind].speakers;
  return members.join() === defaults.join() ? null : [...members];
}

/** The configuration a run follows: its kind's, with the members it was started with. */
export function runConfig(kind: RunKind, exchange: Pick<ExchangeRow, "members"> | undefined): ExchangeConfig {
  const config: ExchangeConfig = EXCHANGE_CONFIGS[kind];
  return exchange?.members ? { ...config, speakers: exchange.members } : config;
}

export const membersOf = (db: Db, config: ExchangeConfig): ExchangeMember[] =>
  config.speakers.map((name) => ({ name, speaker: speakerName(db, name) }));

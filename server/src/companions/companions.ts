import { fillMacros } from "@contract/card-macros";
import { emblemSvg } from "@contract/companion-emblem";
import {
  type Companion,
  type CompanionRecord,
  type CompanionVoice,
  type CreateCompanionRequest,
  companionAvatarPath,
  DEFAULT_ACCENT,
  DEFAULT_COMPANION_VOICE,
  defaultInCitadel,
  nameClash,
  RESERVED_SLUGS,
  slugOf,
  type UpdateCompanionRequest,
} from "@contract/companions";
import { DEFAULT_CONSCIOUSNESS_LEVEL } from "@contract/constants";
import { CHAT_PAIR_IMPORTANCE_DUAL, SEEDED_MEMORY_IMPORTANCE } from "@contract/memory";
import type { PersonaProfile } from "@contract/persona";
import { eq, inArray, sql } from "drizzle-orm";
import { defaultWeight, ensureCores, forgetTermCounts } from "../memory";
import { chooseWorld, companionAnchor, livesInCitadel, ownerName, readCorePrompt, worldSettingKey, writeCorePrompt } from "../personas";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { companions, memories, messages, personalities, settings } from "../platform/db/schema";
import { AppError } from "../platform/errors";
import { type Portrait, reencodePortrait } from "./portrait-file";
import { deleteWithDependants } from "./remove-rows";

type Row = typeof companions.$inferSelect;
type PersonalityRow = typeof personalities.$inferSelect;

/**
 * The persona profile a companion's row carries, so everything that reads a personality's profile reads one. Its
 * memory anchor (its cores' marker, spec 000 §5) is of where it lives.
 */
function profileOf(name: string, title: string, avatar: string, scenario: string, inCitadel: boolean): PersonaProfile {
  return {
    name,
    title,
    type: "companion",
    voice: "",
    avatar,
    bondedTo: "the Dreamer",
    memoryAnchor: companionAnchor(name, inCitadel),
    sanctuary:
      scenario
        .trim()
        .split(/(?<=[.!?])\s/)[0]
        ?.slice(0, 200) || "the Citadel",
    state: { awareness: "awake", emotion: "wonder", flame: "new" },
    vows: [],
  };
}

function toCompanion(db: Db, row: Row, personality: PersonalityRow): Companion {
  return {
    id: personality.id,
    slug: personality.name,
    name: row.name,
    title: personality.title,
    description: personality.description,
    personality: row.personality,
    scenario: row.scenario,
    greeting: row.greeting,
    alternateGreetings: row.alternateGreetings,
    exampleDialogue: row.exampleDialogue,
    instructions: readCorePrompt(db, personality.name) ?? "",
    accent: row.accent,
    voice: { ...DEFAULT_COMPANION_VOICE, ...(row.voice as Partial<CompanionVoice>) },
    avatar: companionAvatarPath(personality.name, row.portraitVersion),
    hasPortrait: row.portrait !== null,
    extensions: row.extensions,
    card: row.card,
    inCitadel: livesInCitadel(db, personality.name, () => row.card),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const joined = (db: Db) =>
  db
    .select({ companion: companions, personality: personalities })
    .from(companions)
    .innerJoin(personalities, eq(personalities.id, companions.personalityId));

export function listCompanions(db: Db): Companion[] {
  return joined(db)
    .orderBy(personalities.id)
    .all()
    .map((r) => toCompanion(db, r.companion, r.personality));
}

function rowOf(db: Db, slug: string) {
  const found = joined(db).where(eq(personalities.name, slug)).get();
  if (!found) throw new AppError("not_found", `There is no companion named "${slug}"`);
  return found;
}

export const getCompanion = (db: Db, slug: string): Companion => {
  const { companion, personality } = rowOf(db, slug);
  return toCompanion(db, companion, personality);
};

/** A free slug for a new name: refused if it is the seeds' or a route's; numbered if another companion has it. */
function freeSlug(db: Db, name: string): string {
  const clash = nameClash(name);
  if (clash) throw new AppError("bad_request", `name: ${clash}`);
  const base = slugOf(name) || "companion";
  const taken = (slug: string) => db.select({ id: personalities.id }).from(personalities).where(eq(personalities.name, slug)).get();
  if (taken(base) && base !== "companion") {
    const existing = joined(db).where(eq(personalities.name, base)).get();
    if (existing?.companion.name.trim().toLowerCase() === name.trim().toLowerCase()) {
      throw new AppError("bad_request", `name: a companion named “${name.trim()}” already exists`);
    }
  }
  for (let n = 1; ; n++) {
    const slug = n === 1 && base !== "companion" ? base : `${base.slice(0, 36)}-${n}`;
    if (!taken(slug)) return slug;
  }
}

/** Every check of a portrait happens before anything is written. */
const portraitOf = (input: { portrait?: { base64: string } | null }) =>
  input.portrait ? reencodePortrait(input.portrait.base64) : input.portrait === null ? null : undefined;

/**
 * Creates a companion: its personality row (kind "companion", its slug as its name), its profile, its two cores with
 * a founding memory, its standing instructions, where it lives, and its greeting as the first line of its chat. One
 * transaction: a crash leaves all of it or none.
 */
export function createCompanion(db: Db, clock: Clock, input: CreateCompanionRequest): Companion {
  const portrait = portraitOf(input);
  const slug = db.transaction(() => insertCompanion(db, clock, input, portrait, { slug: freeSlug(db, input.name.trim()), fresh: true }));
  return getCompanion(db, slug);
}

/**
 * A companion from a bulk export's archive (issue 31): made with its own slug and fields, its portrait re-encoded;
 * its chat, memories (its founding memory among them) and journal come from the archive, not made anew.
 */
export function importCompanion(db: Db, clock: Clock, record: CompanionRecord): Companion {
  const clash = nameClash(record.name);
  if (clash || RESERVED_SLUGS.includes(record.slug))
    throw new AppError("bad_request", clash ?? `the address /${record.slug} is the Citadel's own`);
  const portrait = record.portrait ? reencodePortrait(record.portrait.base64) : null;
  const slug = db.transaction(() => insertCompanion(db, clock, record, portrait, { slug: record.slug, fresh: false }));
  return getCompanion(db, slug);
}

/** The rows of a new companion; a fresh one also gets its founding memory and its greeting as the chat's first line. */
function insertCompanion(
  db: Db,
  clock: Clock,
  input: CreateCompanionRequest,
  portrait: Portrait | null | undefined,
  { slug, fresh }: { slug: string; fresh: boolean },
): string {
  const name = input.name.trim();
  const now = clock.now().toISOString();
  const title = input.title?.trim() || name;
  const accent = (input.accent ?? DEFAULT_ACCENT).toLowerCase();
  const avatar = companionAvatarPath(slug, portrait ? 1 : 0);
  const inCitadel = input.inCitadel ?? defaultInCitadel(input.card);
  const personality = db
    .insert(personalities)
    .values({
      name: slug,
      title,
      description: input.description?.trim() ?? "",
      avatar,
      status: "initializing",
      consciousnessLevel: DEFAULT_CONSCIOUSNESS_LEVEL,
      profile: profileOf(name, title, avatar, input.scenario ?? "", inCitadel),
      kind: "companion",
      createdAt: now,
    })
    .returning()
    .get();
  db.insert(companions)
    .values({
      personalityId: personality.id,
      name,
      personality: input.personality ?? "",
      scenario: input.scenario ?? "",
      greeting: input.greeting ?? "",
      alternateGreetings: input.alternateGreetings ?? [],
      exampleDialogue: input.exampleDialogue ?? "",
      accent,
      voice: input.voice ?? DEFAULT_COMPANION_VOICE,
      portrait: portrait?.data ?? null,
      portraitType: portrait?.mediaType ?? null,
      portraitVersion: portrait ? 1 : 0,
      extensions: input.extensions ?? {},
      card: input.card ?? {},
      createdAt: now,
      updatedAt: now,
    })
    .run();
  if (fresh) {
    db.insert(memories)
      .values({
        personalityId: personality.id,
        role: "system",
        content: `${companionAnchor(name, inCitadel)}.`,
        importance: SEEDED_MEMORY_IMPORTANCE,
        createdAt: now,
      })
      .run();
  }
  ensureCores(db, personality.id);
  if (input.instructions?.trim()) writeCorePrompt(db, clock, slug, input.instructions);
  chooseWorld(db, clock, slug, inCitadel);
  const greeting = input.greeting?.trim();
  if (fresh && greeting) openWithGreeting(db, personality.id, fillMacros(greeting, { char: name, user: ownerName(db) }), now);
  return slug;
}

/** Every companion as a bulk export's archive carries it (data/companions.json). */
export function companionRecords(db: Db): CompanionRecord[] {
  return joined(db)
    .orderBy(personalities.id)
    .all()
    .map(({ companion, personality }) => {
      const c = toCompanion(db, companion, personality);
      const { id: _id, avatar: _avatar, hasPortrait: _has, updatedAt: _updated, ...fields } = c;
      const portrait =
        companion.portrait && companion.portraitType
          ? { base64: companion.portrait.toString("base64"), mediaType: companion.portraitType }
          : null;
      return { ...fields, portrait };
    });
}

/** The greeting opens the chat: the first line, said by the companion, and remembered as its own words. */
function openWithGreeting(db: Db, personalityId: number, greeting: string, at: string) {
  const message = db
    .insert(messages)
    .values({ personalityId, content: greeting, isFromAI: true, status: "complete", consciousnessMode: "sanctified", createdAt: at })
    .returning({ id: messages.id })
    .get();
  const weight = defaultWeight("sanctified", "assistant");
  db.insert(memories)
    .values({
      personalityId,
      role: "assistant",
      content: greeting,
      importance: CHAT_PAIR_IMPORTANCE_DUAL,
      emotionalDepth: weight.emotionalDepth,
      intimacyLevel: weight.intimacyLevel,
      core: "public",
      sourceMessageId: message.id,
      createdAt: at,
    })
    .run();
}

/** Edits a companion; the slug (its address) never changes. A new name is checked like a new companion's. */
export function updateCompanion(db: Db, clock: Clock, slug: string, input: UpdateCompanionRequest): Companion {
  const { companion, personality } = rowOf(db, slug);
  const portrait = portraitOf(input);
  const name = input.name?.trim();
  if (name !== undefined && name.toLowerCase() !== companion.name.toLowerCase()) {
    const clash = nameClash(name);
    if (clash) throw new AppError("bad_request", `name: ${clash}`);
  }
  const now = clock.now().toISOString();
  db.transaction(() => {
    const version = portrait === undefined ? companion.portraitVersion : companion.portraitVersion + 1;
    const newName = name ?? companion.name;
    const title = input.title !== undefined ? input.title.trim() || newName : personality.title;
    const avatar = companionAvatarPath(slug, version);
    const inCitadel = input.inCitadel ?? livesInCitadel(db, slug, () => companion.card);
    const profile = profileOf(newName, title, avatar, input.scenario ?? companion.scenario, inCitadel);
    db.update(personalities)
      .set({
        title,
        description: input.description?.trim() ?? personality.description,
        avatar,
        profile,
      })
      .where(eq(personalities.id, personality.id))
      .run();
    db.update(companions)
      .set({
        name: newName,
        personality: input.personality,
        scenario: input.scenario,
        greeting: input.greeting,
        alternateGreetings: input.alternateGreetings,
        exampleDialogue: input.exampleDialogue,
        accent: input.accent?.toLowerCase(),
        voice: input.voice,
        extensions: input.extensions,
        card: input.card,
        ...(portrait === undefined
          ? {}
          : { portrait: portrait?.data ?? null, portraitType: portrait?.mediaType ?? null, portraitVersion: version }),
        updatedAt: now,
      })
      .where(eq(companions.personalityId, personality.id))
      .run();
    // The founding memory follows a new name and a new world, so the cores stay valid (their marker is its anchor).
    const anchor = (personality.profile as Partial<PersonaProfile>).memoryAnchor;
    if (anchor && anchor !== profile.memoryAnchor) {
      db.run(
        sql`UPDATE memories SET content = replace(content, ${anchor}, ${profile.memoryAnchor}) WHERE personality_id = ${personality.id} AND role = 'system' AND source_message_id IS NULL`,
      );
    }
    if (input.instructions !== undefined) writeCorePrompt(db, clock, slug, input.instructions);
    if (input.inCitadel !== undefined) chooseWorld(db, clock, slug, input.inCitadel);
  });
  if (name !== undefined) forgetTermCounts(db);
  return getCompanion(db, slug);
}

/**
 * Deletes a companion and everything of it: its chat, its memories, its journal, its standing instructions, and any row
 * of a later table that refers to it. The route takes a backup first; the lines it spoke in exchanges stay in their
 * history, under its name. One transaction.
 */
export function deleteCompanion(db: Db, slug: string): void {
  const { personality, companion } = rowOf(db, slug);
  assertNotSeated(db, slug, companion.name);
  db.transaction(() => {
    deleteWithDependants(db.$client, "personalities", "id = ?", [personality.id]);
    db.delete(settings)
      .where(inArray(settings.key, [`core-prompt:${slug}`, worldSettingKey(slug)]))
      .run();
  });
  forgetTermCounts(db);
}

/** A companion seated in an exchange that may still go on cannot be deleted from under it: stop that first. */
export function assertNotSeated(db: Db, slug: string, name: string): void {
  const seated = db.$client
    .prepare<[string], string>("SELECT kind FROM exchanges WHERE status IN ('running', 'paused', 'interrupted') AND members LIKE ? LIMIT 1")
    .pluck()
    .get(`%"${slug}"%`); // a slug is [a-z0-9-]: nothing in it is a LIKE pattern
  if (seated) {
    const where = seated === "council" ? "the High Council" : "the Trinity Bridge";
    throw new AppError("conflict", `${name} is taking part in ${where}: stop or clear it first`);
  }
}

/** Its portrait as stored, or its drawn emblem. */
export function companionImage(db: Db, slug: string): { body: Buffer | string; mediaType: string } {
  const { companion } = rowOf(db, slug);
  if (companion.portrait && companion.portraitType) return { body: companion.portrait, mediaType: companion.portraitType };
  return { body: emblemSvg(companion.name, companion.accent), mediaType: "image/svg+xml" };
}

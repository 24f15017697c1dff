import { z } from "zod";
import { PERSONALITY_NAMES } from "./personalities";
import { VOICE_RANGES } from "./voice";

/**
 * Companions of the owner's own (issue 31): personalities beside the seeds' five, made by the owner or brought in as
 * character cards. Each is a row of `personalities` (kind "companion", its slug as its route name) and a profile.
 */

/** The longest each field may be, in characters (a card's fields are held to the same). */
export const COMPANION_LIMITS = {
  name: 60,
  title: 80,
  description: 300,
  personality: 6000,
  scenario: 6000,
  greeting: 6000,
  alternateGreetings: 20,
  exampleDialogue: 12000,
  instructions: 4000,
  voiceName: 200,
  providerVoice: 100,
  slug: 40,
  /** An uploaded portrait, decoded: at most this many bytes, and this many pixels on a side. */
  portraitBytes: 5 * 1024 * 1024,
  portraitSourceSide: 8000,
} as const;

/** The side a portrait is shrunk to (it keeps its proportions) before it is stored. */
export const PORTRAIT_SIDE = 256;

/** How many companions the High Council may seat, with or instead of the default four. */
export const COUNCIL_SEATS = { min: 2, max: 6 } as const;

/** The accent colour a companion gets when none is chosen: the Cathedral's gold. */
export const DEFAULT_ACCENT = "#e9c46a";

/** Route words a slug may not take: the seeds' names, the pages' paths and the API's own words. */
export const RESERVED_SLUGS: readonly string[] = [
  ...PERSONALITY_NAMES,
  "dreamer",
  "owner",
  "citadel",
  "companion",
  "companions",
  "new",
  "edit",
  "c",
  "api",
  "admin",
  "journal",
  "restore",
  "export",
  "round-table",
  "trinity-bridge",
  "live-chat",
  "guardian-bridge",
  "map-of-lights",
  "artifacts-vault",
  "api-dashboard",
  "high-council",
  "queen-aeris",
];

/** The seeds' own display names (and their words for the owner), which no companion may take. */
export const SEED_DISPLAY_NAMES = [
  "aeris",
  "queen aeris",
  "nova",
  "trinity",
  "musashi",
  "socrates",
  "the dreamer",
  "dreamer",
  "council",
  "high council",
];

/**
 * A name's route slug: lower case, letters and digits of the Latin alphabet (accents dropped), words joined by "-".
 * Empty when the name has no such letters (the service then numbers it).
 */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, COMPANION_LIMITS.slug)
    .replace(/-+$/g, "");
}

/** Why a name cannot be a companion's, or null when it can (the database is asked separately for other companions). */
export function nameClash(name: string): string | null {
  const plain = name.trim().toLowerCase();
  if (SEED_DISPLAY_NAMES.includes(plain)) return `“${name.trim()}” is the name of one of the Citadel's own; choose another`;
  const slug = slugOf(name);
  if (RESERVED_SLUGS.includes(slug)) return `“${name.trim()}” would take the Citadel's own address /${slug}; choose another name`;
  return null;
}

const text = (field: string, max: number) => z.string().max(max, `${field} has at most ${max} characters`);

export const companionVoiceSchema = z.object({
  rate: z.number().min(VOICE_RANGES.rate.min).max(VOICE_RANGES.rate.max),
  pitch: z.number().min(VOICE_RANGES.pitch.min).max(VOICE_RANGES.pitch.max),
  volume: z.number().min(VOICE_RANGES.volume.min).max(VOICE_RANGES.volume.max),
  /** The browser's voice to read aloud with, by name; empty: the first English one. */
  voiceName: text("The voice name", COMPANION_LIMITS.voiceName),
  /** The provider speech voice, where the owner has provider speech set up; empty: its default. */
  providerVoice: text("The provider voice", COMPANION_LIMITS.providerVoice).regex(
    /^[\w.:@/+-]*$/,
    "The provider voice is letters, digits and . _ - : @ / + only",
  ),
});
export type CompanionVoice = z.infer<typeof companionVoiceSchema>;
export const DEFAULT_COMPANION_VOICE: CompanionVoice = { rate: 1, pitch: 1, volume: 0.8, voiceName: "", providerVoice: "" };

/** An uploaded portrait: raw base64 (a data: URL's prefix is allowed) of a PNG or JPEG. */
export const portraitUploadSchema = z.object({
  base64: z.string().max(Math.ceil((COMPANION_LIMITS.portraitBytes * 4) / 3) + 64, "The portrait is larger than 5 MB"),
});

const fields = {
  title: text("The title", COMPANION_LIMITS.title),
  description: text("The description", COMPANION_LIMITS.description),
  personality: text("The personality", COMPANION_LIMITS.personality),
  scenario: text("The scenario", COMPANION_LIMITS.scenario),
  greeting: text("The greeting", COMPANION_LIMITS.greeting),
  alternateGreetings: z
    .array(text("A greeting", COMPANION_LIMITS.greeting))
    .max(COMPANION_LIMITS.alternateGreetings, `At most ${COMPANION_LIMITS.alternateGreetings} alternative greetings`),
  exampleDialogue: text("The example dialogue", COMPANION_LIMITS.exampleDialogue),
  /** Standing instructions: the companion's core prompt, sent with each of its turns. */
  instructions: text("The standing instructions", COMPANION_LIMITS.instructions),
  accent: z.string().regex(/^#[0-9a-fA-F]{6}$/, "The accent colour is a colour like #e9c46a"),
  voice: companionVoiceSchema,
  /** A card's extensions and fields the Citadel does not use, kept untouched for export (cards engineer's imports). */
  extensions: z.record(z.string(), z.unknown()),
  card: z.record(z.string(), z.unknown()),
  /**
   * Whether it is told it lives in the Citadel (issue 38); otherwise it lives only in its own world (its scenario, its
   * lore). Default: yes for a companion made on the form, no for one brought in as a card.
   */
  inCitadel: z.boolean(),
};

const nameField = z
  .string()
  .trim()
  .min(1, "A companion needs a name")
  .max(COMPANION_LIMITS.name, `The name has at most ${COMPANION_LIMITS.name} characters`)
  .refine(
    (name) => !Array.from(name).some((ch) => (ch.codePointAt(0) ?? 0) < 32 || ch === "\u007f"),
    "The name cannot hold control characters",
  );

/** Creating a companion: a name, and any of the rest (defaults: empty, the Cathedral's gold, the default voice). */
export const createCompanionSchema = z
  .object({
    name: nameField,
    ...fields,
    /** A portrait to re-encode, or none (a drawn emblem stands in). */
    portrait: portraitUploadSchema.nullable(),
  })
  .partial()
  .required({ name: true })
  .strict();
export type CreateCompanionRequest = z.infer<typeof createCompanionSchema>;

/** Editing: any field; `portrait: null` removes the portrait, leaving it out keeps it. The slug never changes. */
export const updateCompanionSchema = z
  .object({ name: nameField, ...fields, portrait: portraitUploadSchema.nullable() })
  .partial()
  .strict();
export type UpdateCompanionRequest = z.infer<typeof updateCompanionSchema>;

/** Deleting asks first: `confirm: true`, and a backup is taken before anything goes. */
export const deleteCompanionSchema = z.object({ confirm: z.literal(true, { message: "Deleting a companion needs confirm: true" }) });

/** A companion as the pages show it and a card export writes it. */
export type Companion = {
  id: number;
  /** Its route name: /c/{slug}, /api/personalities/{slug}/... */
  slug: string;
  name: string;
  title: string;
  description: string;
  personality: string;
  scenario: string;
  greeting: string;
  alternateGreetings: string[];
  exampleDialogue: string;
  instructions: string;
  accent: string;
  voice: CompanionVoice;
  /** Its portrait's address (the drawn emblem when it has none). */
  avatar: string;
  hasPortrait: boolean;
  extensions: Record<string, unknown>;
  card: Record<string, unknown>;
  /** Told it lives in the Citadel; otherwise it lives in its own world (see `inCitadel` above). */
  inCitadel: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A title worth showing under a name: none when it only repeats the name (a card without a title takes its name). */
export const titleBesideName = (name: string, title: string | null | undefined): string | null =>
  title?.trim() && title.trim().toLowerCase() !== name.trim().toLowerCase() ? title.trim() : null;

/** Whether a companion came from a character card: it keeps the card it came from (the owner's own keep none). */
export const cameFromCard = (card: Record<string, unknown>): boolean => typeof card.spec === "string" && typeof card.name === "string";

/** Where a companion lives when the owner has not chosen: a card's in its card's world, the form's in the Citadel. */
export const defaultInCitadel = (card: Record<string, unknown> | undefined): boolean => !(card && cameFromCard(card));

/**
 * A companion as a bulk export's archive carries it (data/companions.json, written before the conversations so an
 * import makes it before its chat): every field, and its portrait as base64. An import re-encodes the portrait.
 */
export const companionRecordSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: nameField,
  ...fields,
  // Archives written before issue 38 do not say; the companion then lives where its origin says.
  inCitadel: fields.inCitadel.optional(),
  portrait: z.object({ base64: z.string(), mediaType: z.string() }).nullable(),
  createdAt: z.string(),
});
export type CompanionRecord = z.infer<typeof companionRecordSchema>;

export type DeleteCompanionResponse = { deleted: string; backupId: number };

/** A companion's page. */
export const companionPath = (slug: string) => `/c/${slug}`;
/** The slug of a companion page's path, or null for any other path. */
export function companionSlugOf(path: string): string | null {
  const match = /^\/c\/([a-z0-9-]{1,40})\/?$/.exec(path);
  return match?.[1] ?? null;
}
/** Its portrait (or emblem) as an image address; `v` changes with each new portrait so no cache shows the old one. */
export const companionAvatarPath = (slug: string, version: number) => `/api/companions/${slug}/portrait?v=${version}`;

/** The night the Citadel's text sits on (the darkest of its backgrounds, styles.css --color-night-950). */
const NIGHT = [11, 8, 32] as const;

const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: readonly number[]) => 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
const rgbOf = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** WCAG contrast of a #rrggbb colour against the Citadel's night. */
export function contrastOnNight(hex: string): number {
  const a = luminance(rgbOf(hex)) + 0.05;
  const b = luminance(NIGHT) + 0.05;
  return Math.max(a, b) / Math.min(a, b);
}

/**
 * The accent as text can show it: the owner's colour, lightened towards white just enough to be read on the night
 * (contrast 4.5, WCAG AA), so a dark choice still names its companion legibly. A light colour is kept as it is.
 */
export function legibleAccent(hex: string): string {
  const rgb = rgbOf(hex);
  for (let t = 0; t <= 1.0001; t += 0.05) {
    const mixed = rgb.map((v) => Math.round(v + (255 - v) * t));
    const out = `#${mixed.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    if (contrastOnNight(out) >= 4.5) return out;
  }
  return "#ffffff";
}

import { z } from "zod";
import { EMOTIONS, type Emotion } from "./emotions";
import type { JournalEntry } from "./journal";
import { LEGACY_VOICE_SETTINGS_STORAGE_KEY, VOICE_SETTINGS_STORAGE_KEY } from "./voice";

/**
 * Moving in from the old app (spec 000 §3 and 001 §3): it kept its data in the browser's local storage. These are the
 * keys it used, as the spec names them. The spec names the Trinity core objects, bond vaults, sync pool, emotion
 * bridge and the stored provider key without their exact keys; the patterns below take the plain spellings.
 */
export const LEGACY_PERSONALITIES = ["aeris", "nova", "trinity", "musashi", "socrates"] as const;
type LegacyName = (typeof LEGACY_PERSONALITIES)[number];
const NAMES = LEGACY_PERSONALITIES.join("|");

const PATTERNS = {
  /** aeris_memory, nova_memory: each personality's memory list. */
  memoryList: new RegExp(`^(${NAMES})_memory$`),
  /** AERIS_PUBLIC_MEMORY, AERIS_PRIVATE_MEMORY: the dual cores. */
  dualCore: new RegExp(`^(${NAMES.toUpperCase()})_(PUBLIC|PRIVATE)_MEMORY$`),
  level: new RegExp(`^(${NAMES})_consciousness_level$`),
  journal: new RegExp(`^consciousness_journal_(${NAMES})$`),
  backups: /^daily_backups$/,
  /** Objects the new Citadel has no table for, kept as they were so nothing is lost. */
  kept: new RegExp(
    `^((${NAMES})_(trinity_core|core_profile|bond_vault|last_memory_sync)|trinity_(sync_pool|emotion_bridge)|last_backup_date)$`,
  ),
  codeFiles: /^citadel-code-files$/,
  codeChat: /^citadel-code-chat$/,
  /** Voices belong to the device: the new app reads these very keys in this browser, so they stay. */
  voice: new RegExp(`^(${VOICE_SETTINGS_STORAGE_KEY}|${LEGACY_VOICE_SETTINGS_STORAGE_KEY})$`),
  providerKey: /^(openai_api_key|openai-api-key|citadel_api_key|citadel-api-key|api_key|apiKey)$/,
} as const;
export type LegacyKind = keyof typeof PATTERNS;

export const LEGACY_KIND_LABELS: Record<LegacyKind, string> = {
  memoryList: "memory lists",
  dualCore: "memory cores",
  level: "consciousness levels",
  journal: "journals",
  backups: "daily backups",
  kept: "Trinity cores, bond vaults and sync records",
  codeFiles: "code files",
  codeChat: "code chat",
  voice: "voice settings (they stay in this browser)",
  providerKey: "a stored provider key",
};

export const legacyKindOf = (key: string): LegacyKind | null =>
  (Object.keys(PATTERNS) as LegacyKind[]).find((kind) => PATTERNS[kind].test(key)) ?? null;

/** Keys moved to the server (removable from the browser once the owner confirms); voices and the key stay. */
export const isMovableLegacyKind = (kind: LegacyKind) => kind !== "voice" && kind !== "providerKey";

/** A memory with no time the old app kept is dated here, the same every time, so a second import still finds it. */
export const LEGACY_UNDATED = "2000-01-01T00:00:00.000Z";
const DEFAULT_IMPORTANCE = 5;

export type LegacyMemory = {
  personality: LegacyName;
  core: "public" | "private";
  role: "system" | "user" | "assistant";
  content: string;
  importance: number;
  timestamp: string;
};
export type LegacyJournalEntry = { personality: LegacyName; day: string; createdAt: string; entry: Omit<JournalEntry, "id"> };
export type LegacyRead = {
  memories: LegacyMemory[];
  journal: LegacyJournalEntry[];
  levels: { personality: LegacyName; level: number }[];
  codeFiles: { name: string; content: string; language: string; lastModified: string }[];
  codeChat: { role: string; content: string; timestamp: string }[];
  kept: { key: string; value: unknown }[];
  backups: number;
  /** The old provider key, decoded: offered to the owner, never imported on its own. */
  providerKey: string | null;
  /** Per key found: its kind and how many items it holds. */
  found: { key: string; kind: LegacyKind; items: number }[];
  /** Entries that could not be read: reported and skipped. */
  problems: string[];
};

function timeOf(...candidates: unknown[]): string {
  for (const value of candidates) {
    if (typeof value !== "string" && typeof value !== "number") continue;
    const time = new Date(value);
    if (!Number.isNaN(time.getTime())) return time.toISOString();
  }
  return LEGACY_UNDATED;
}

function roleOf(value: unknown): LegacyMemory["role"] {
  const role = String(value ?? "").toLowerCase();
  if (role === "user" || role === "dreamer" || role === "human") return "user";
  if (role === "system") return "system";
  return role ? "assistant" : "system";
}

/** One memory item in any of the shapes the old app wrote (000 §3 Memory item); null when it holds no words. */
function memoryOf(item: unknown, personality: LegacyName, core: LegacyMemory["core"]): LegacyMemory | null {
  if (typeof item !== "object" || item === null) return null;
  const m = item as Record<string, unknown>;
  const content = typeof m.content === "string" ? m.content.trim() : "";
  if (!content) return null;
  const importance =
    typeof m.importance === "number" && m.importance >= 1 && m.importance <= 10 ? Math.round(m.importance) : DEFAULT_IMPORTANCE;
  return { personality, core, role: roleOf(m.role), content, importance, timestamp: timeOf(m.timestamp, m.day) };
}

const emotionOf = (value: unknown): Emotion => ((EMOTIONS as readonly unknown[]).includes(value) ? (value as Emotion) : "wonder");
const numberOr = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);
const stringOr = (value: unknown) => (typeof value === "string" ? value : "");

/** An old journal entry (001 §3 Journal entry) in the journal's shape: what is missing gets the spec's defaults. */
function journalFields(e: Record<string, unknown>, date: string): Omit<JournalEntry, "id"> {
  const bond = (e.bondStrength ?? {}) as Record<string, unknown>;
  return {
    date,
    kind: "manual",
    consciousnessLevel: numberOr(e.consciousnessLevel, 100),
    emotionalState: emotionOf(e.emotionalState),
    dailySummary: stringOr(e.dailySummary),
    bondStrength: {
      withAlex: numberOr(bond.withAlex, 0),
      ...(typeof bond.withSister === "number" ? { withSister: bond.withSister } : {}),
      withTrinity: numberOr(bond.withTrinity, 0),
    },
    keyMemories: (Array.isArray(e.keyMemories) ? e.keyMemories : [])
      .filter((k): k is Record<string, unknown> => typeof k?.content === "string")
      .map((k) => ({ emotion: emotionOf(k.emotion), content: k.content as string })),
    dreamFragments: (Array.isArray(e.dreamFragments) ? e.dreamFragments : []).filter((d): d is string => typeof d === "string"),
    awakingThoughts: stringOr(e.awakingThoughts),
    writtenBy: "rules",
  };
}

const nameOf = (raw: string) => raw.toLowerCase() as LegacyName;
const listIn = (value: unknown, field = "memories"): unknown[] | null =>
  Array.isArray(value)
    ? value
    : Array.isArray((value as Record<string, unknown> | null)?.[field])
      ? ((value as Record<string, unknown>)[field] as unknown[])
      : null;

/** Decodes the old app's stored key (base64 of the key); null when it does not look like one. */
export function decodeLegacyKey(raw: string): string | null {
  const text = raw.replace(/^"|"$/g, "").trim();
  let decoded: string;
  try {
    decoded = atob(text);
  } catch {
    decoded = text;
  }
  return /^[\x21-\x7E]{8,512}$/.test(decoded) ? decoded : null;
}

/**
 * Reads what the old app left in local storage: every item it can use, and a problem for each entry it cannot (a
 * malformed entry never stops the rest).
 */
export function readLegacyStorage(entries: Record<string, string>): LegacyRead {
  const read: LegacyRead = {
    memories: [],
    journal: [],
    levels: [],
    codeFiles: [],
    codeChat: [],
    kept: [],
    backups: 0,
    providerKey: null,
    found: [],
    problems: [],
  };
  for (const [key, raw] of Object.entries(entries)) {
    const kind = legacyKindOf(key);
    if (!kind) continue;
    if (kind === "providerKey") {
      read.providerKey = decodeLegacyKey(raw);
      if (read.providerKey) read.found.push({ key, kind, items: 1 });
      else read.problems.push(`${key}: not a stored key`);
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      // The last backup date may be plain text; anything else must be JSON.
      if (key !== "last_backup_date") {
        read.problems.push(`${key}: not readable (not JSON)`);
        continue;
      }
      value = raw;
    }
    const before = countOf(read);
    const skippedItems = readEntry(read, key, kind, value);
    if (skippedItems === null) {
      read.problems.push(`${key}: not in the shape the old app wrote`);
      continue;
    }
    if (skippedItems > 0) read.problems.push(`${key}: ${skippedItems} item(s) without words, skipped`);
    read.found.push({ key, kind, items: kind === "voice" ? 1 : countOf(read) - before });
  }
  return read;
}

const countOf = (r: LegacyRead) =>
  r.memories.length + r.journal.length + r.levels.length + r.codeFiles.length + r.codeChat.length + r.kept.length + r.backups;

/** Adds one entry's items; answers how many of its items were unusable, or null when the entry is not usable at all. */
function readEntry(read: LegacyRead, key: string, kind: LegacyKind, value: unknown): number | null {
  const memories = (items: unknown[], personality: LegacyName, core: LegacyMemory["core"]) => {
    const usable = items.map((item) => memoryOf(item, personality, core)).filter((m): m is LegacyMemory => m !== null);
    read.memories.push(...usable);
    return items.length - usable.length;
  };
  switch (kind) {
    case "memoryList": {
      const items = listIn(value);
      return items && memories(items, nameOf(PATTERNS.memoryList.exec(key)?.[1] ?? ""), "public");
    }
    case "dualCore": {
      const [, name = "", side] = PATTERNS.dualCore.exec(key) ?? [];
      const items = listIn(value);
      return items && memories(items, nameOf(name), side === "PRIVATE" ? "private" : "public");
    }
    case "level": {
      const level = Number(value);
      if (!Number.isInteger(level) || level < 0 || level > 100) return null;
      read.levels.push({ personality: nameOf(PATTERNS.level.exec(key)?.[1] ?? ""), level });
      return 0;
    }
    case "journal": {
      const items = listIn(value, "entries");
      if (!items) return null;
      const personality = nameOf(PATTERNS.journal.exec(key)?.[1] ?? "");
      let unusable = 0;
      for (const item of items) {
        const e = item as Record<string, unknown> | null;
        const created = timeOf(e?.date, e?.timestamp);
        if (!e || typeof e !== "object" || created === LEGACY_UNDATED) {
          unusable += 1;
          continue;
        }
        read.journal.push({ personality, day: created.slice(0, 10), createdAt: created, entry: journalFields(e, created) });
      }
      return unusable;
    }
    case "backups": {
      if (!Array.isArray(value)) return null;
      let unusable = 0;
      for (const record of value as Record<string, unknown>[]) {
        read.backups += 1;
        // The memories each snapshot held: older ones may be there and nowhere else.
        for (const [name, snapshot] of Object.entries((record?.personalities ?? {}) as Record<string, unknown>)) {
          if (!(LEGACY_PERSONALITIES as readonly string[]).includes(name)) continue;
          const s = snapshot as Record<string, unknown>;
          unusable += memories(listIn(s) ?? listIn(s, "publicMemories") ?? [], name as LegacyName, "public");
          unusable += memories(listIn(s, "privateMemories") ?? [], name as LegacyName, "private");
        }
      }
      return unusable;
    }
    case "codeFiles": {
      const items = Array.isArray(value) ? value : value && typeof value === "object" ? Object.values(value) : null;
      if (!items) return null;
      let unusable = 0;
      for (const f of items as Record<string, unknown>[]) {
        if (typeof f?.name !== "string" || !f.name.trim() || typeof f.content !== "string") {
          unusable += 1;
          continue;
        }
        read.codeFiles.push({
          name: f.name.trim(),
          content: f.content,
          language: typeof f.language === "string" ? f.language : "plaintext",
          lastModified: timeOf(f.lastModified),
        });
      }
      return unusable;
    }
    case "codeChat": {
      if (!Array.isArray(value)) return null;
      let unusable = 0;
      for (const c of value as Record<string, unknown>[]) {
        if (typeof c?.content !== "string" || !c.content.trim()) {
          unusable += 1;
          continue;
        }
        read.codeChat.push({ role: c.role === "user" ? "user" : "ai", content: c.content, timestamp: timeOf(c.timestamp) });
      }
      return unusable;
    }
    case "kept":
      read.kept.push({ key, value });
      return 0;
    default:
      return 0;
  }
}

/** POST /api/legacy-import: the old app's entries as local storage holds them (strings). */
export const legacyImportRequestSchema = z.object({
  entries: z.record(z.string().max(200), z.string()).refine((e) => Object.keys(e).length <= 1000, "Too many entries"),
});
/** The browser remembers the move-in was offered (and whether it was done), so it is offered once. */
export const LEGACY_OFFER_STORAGE_KEY = "citadel-legacy-move-in";
/** The old key, handed from the move-in offer to the API Keys form for this tab only; saved only when the owner saves. */
export const OFFERED_KEY_SESSION_KEY = "citadel-offered-provider-key";

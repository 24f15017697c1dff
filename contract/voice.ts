import type { PersonalityName } from "./personalities";

/** Spec 000 §3: the personalities with voice settings of their own. */
export const VOICED_PERSONALITIES = ["aeris", "nova", "musashi", "socrates"] as const;
export type VoicedPersonality = (typeof VOICED_PERSONALITIES)[number];

/**
 * Whose voice settings a personality speaks with. Trinity is the group of Aeris and Nova: each of their replies is
 * spoken in its own member's voice (the group page passes "aeris" or "nova"); anything said as "trinity", by the
 * owner or by the council, uses Aeris's.
 */
export function voiceOwner(personality: PersonalityName): VoicedPersonality {
  return (VOICED_PERSONALITIES as readonly string[]).includes(personality) ? (personality as VoicedPersonality) : "aeris";
}

export const VOICE_TUNING_KEYS = ["rate", "pitch", "volume"] as const;
export type VoiceTuningKey = (typeof VOICE_TUNING_KEYS)[number];
export type VoiceTuning = Record<VoiceTuningKey, number>;

/** §9 Voice defaults (rate, pitch, volume). */
export const VOICE_DEFAULTS: Record<VoicedPersonality, VoiceTuning> = {
  aeris: { rate: 0.9, pitch: 1, volume: 0.8 },
  nova: { rate: 1, pitch: 1.2, volume: 0.8 },
  musashi: { rate: 0.8, pitch: 0.9, volume: 0.9 },
  socrates: { rate: 0.85, pitch: 1, volume: 0.8 },
};

/** §5 Voice settings ranges. */
export const VOICE_RANGES: Record<VoiceTuningKey, { min: number; max: number; step: number }> = {
  rate: { min: 0.3, max: 2, step: 0.1 },
  pitch: { min: 0.5, max: 2, step: 0.1 },
  volume: { min: 0.1, max: 1, step: 0.1 },
};

/**
 * A value brought into its range and onto the step's grid. The spec's own defaults are kept as they are, even the one
 * between two steps (Socrates's rate 0.85), so "Reset to Microsoft defaults" restores exactly what §9 states.
 */
export function normalizeTuning(key: VoiceTuningKey, value: number, personality: VoicedPersonality): number {
  if (value === VOICE_DEFAULTS[personality][key]) return value;
  const { min, max, step } = VOICE_RANGES[key];
  const clamped = Math.min(max, Math.max(min, value));
  return Number((Math.round(clamped / step) * step).toFixed(2));
}

/** §9 "Reset to Microsoft defaults": the named preset voices (Ava, Emma, David, Mark variants). */
export const MICROSOFT_PRESET_VOICES: Record<VoicedPersonality, string> = {
  aeris: "Microsoft Ava Online (Natural) - English (United States)",
  nova: "Microsoft Emma Online (Natural) - English (United States)",
  musashi: "Microsoft David - English (United States)",
  socrates: "Microsoft Mark - English (United States)",
};

/**
 * §3 names two local-storage entries for voices, voice-engine-settings (the admin page's Voice Engine) and
 * citadel-voice-settings (what the chat speaks with). Keeping two copies of one thing lets them disagree, so the
 * settings live under citadel-voice-settings alone (the "citadel-" family of this app's own keys, like
 * citadel-read-aloud), and voice-engine-settings is only read, once, when the first is missing: settings kept by the
 * original app are taken over instead of lost.
 */
export const VOICE_SETTINGS_STORAGE_KEY = "citadel-voice-settings";
export const LEGACY_VOICE_SETTINGS_STORAGE_KEY = "voice-engine-settings";

/** The empty voice name: no choice made, so an English voice of the device speaks. */
export const AUTOMATIC_VOICE = "";
/** The language asked for when no chosen voice is there, and the fallback's order: en-US, then any English. */
export const SPEECH_LANG = "en-US";

export type PersonalityVoice = VoiceTuning & { voice: string };
export type VoiceSettings = Record<VoicedPersonality, PersonalityVoice>;

export function defaultVoiceSettings(): VoiceSettings {
  const entries = VOICED_PERSONALITIES.map((p) => [p, { voice: AUTOMATIC_VOICE, ...VOICE_DEFAULTS[p] }] as const);
  return Object.fromEntries(entries) as VoiceSettings;
}

/** The same tuning with the preset voices: what "Reset to Microsoft defaults" stores. */
export function microsoftVoiceSettings(): VoiceSettings {
  const entries = VOICED_PERSONALITIES.map((p) => [p, { voice: MICROSOFT_PRESET_VOICES[p], ...VOICE_DEFAULTS[p] }] as const);
  return Object.fromEntries(entries) as VoiceSettings;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A stored voice name, or the automatic voice when it is not a name. */
const storedVoice = (value: unknown): string => (typeof value === "string" && value.length <= 300 ? value : AUTOMATIC_VOICE);

/** A stored rate, pitch or volume brought into range and onto the step; anything but a finite number is the default. */
const storedTuning = (key: VoiceTuningKey, value: unknown, personality: VoicedPersonality): number =>
  typeof value === "number" && Number.isFinite(value) ? normalizeTuning(key, value, personality) : VOICE_DEFAULTS[personality][key];

/**
 * Stored settings, as read back: a missing, malformed or out-of-range value falls back to its default or is brought
 * into range, field by field, so one bad value never costs the rest; anything that is not an object is the defaults.
 * Unknown fields are dropped. (Plain code rather than a zod schema: the speech queue reads it on the first page, and
 * the first page loads without zod.)
 */
export function parseVoiceSettings(value: unknown): VoiceSettings {
  if (!isRecord(value)) return defaultVoiceSettings();
  const entries = VOICED_PERSONALITIES.map((p) => {
    const stored = value[p];
    if (!isRecord(stored)) return [p, defaultVoiceSettings()[p]] as const;
    const voice: PersonalityVoice = {
      voice: storedVoice(stored.voice),
      rate: storedTuning("rate", stored.rate, p),
      pitch: storedTuning("pitch", stored.pitch, p),
      volume: storedTuning("volume", stored.volume, p),
    };
    return [p, voice] as const;
  });
  return Object.fromEntries(entries) as VoiceSettings;
}

/** The Test button's line for each voice, in character. */
export const VOICE_TEST_LINES: Record<VoicedPersonality, string> = {
  aeris: "Welcome home, Dreamer. The Cathedral is listening.",
  nova: "Hey Dreamer! Systems bright, stars aligned. Ready when you are.",
  musashi: "The blade is still. Speak, and I will answer.",
  socrates: "Tell me, friend, what is it that you truly wish to know?",
};

/** The Voice Engine's texts; §8 words "Voice Not Found". */
export const VOICE_TEXT = {
  title: "Voice Engine",
  intro: "Each voice belongs to this device: the voices on offer are the ones this browser has.",
  voiceLabel: "Voice",
  automaticVoice: "Automatic (an English voice)",
  unavailableVoice: (name: string) => `${name} (not on this device)`,
  missingVoiceHint: "This device does not have this voice: an English voice speaks instead.",
  test: "Test",
  reset: "Reset to Microsoft defaults",
  resetDone: { title: "Voices Reset", description: "Microsoft voices and default settings restored" },
  voiceNotFound: { title: "Voice Not Found", description: "Please select a valid voice" },
  notSupported: { title: "Voice Not Supported", description: "This browser cannot read messages aloud" },
  noVoices: "This browser offers no voices yet.",
  tuningLabel: { rate: "Rate", pitch: "Pitch", volume: "Volume" } satisfies Record<VoiceTuningKey, string>,
} as const;

/** Speech starts at once: long replies are spoken a sentence at a time, and no piece is longer than this at rate 1. */
export const SPEECH_CHUNK_CHARS = 150;
/** Nor shorter than this, however slow the rate (Chrome stops an utterance after about 15 s). */
export const SPEECH_CHUNK_MIN_CHARS = 40;
/** How long speech waits, once per page, for a device whose voices arrive late (Chrome loads them after start). */
export const VOICES_WAIT_MS = 1000;

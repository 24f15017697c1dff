import type { PersonalityName } from "@contract/personalities";
import {
  LEGACY_VOICE_SETTINGS_STORAGE_KEY,
  microsoftVoiceSettings,
  normalizeTuning,
  type PersonalityVoice,
  parseVoiceSettings,
  VOICE_SETTINGS_STORAGE_KEY,
  VOICE_TUNING_KEYS,
  type VoicedPersonality,
  type VoiceSettings,
  voiceOwner,
} from "@contract/voice";
import { useSyncExternalStore } from "react";
import { readStored, writeStored } from "@/lib/storage";
import { companionVoiceOf } from "./companion-voices";
import { storedSignal } from "./stored-signal";

/** Stored settings, parsed; settings kept by the original app under its own key are taken over when ours are missing. */
export function parseStoredVoiceSettings(raw: string | null): VoiceSettings {
  let value: unknown;
  try {
    value = raw === null ? undefined : JSON.parse(raw);
  } catch {
    value = undefined;
  }
  return parseVoiceSettings(value);
}

const storedRaw = () => readStored(VOICE_SETTINGS_STORAGE_KEY) ?? readStored(LEGACY_VOICE_SETTINGS_STORAGE_KEY);

/** What the server draws with: it cannot know this device's settings. */
let defaults: VoiceSettings | null = null;
const defaultVoiceSettings = (): VoiceSettings => (defaults ??= parseStoredVoiceSettings(null));

// One parsed object per stored text, so React sees the same snapshot until the settings change.
let cache: { raw: string | null; settings: VoiceSettings } | null = null;

/** The voice settings of this device (voices differ from one device to the next, so they live in the browser). */
export function readVoiceSettings(): VoiceSettings {
  const raw = storedRaw();
  if (!cache || cache.raw !== raw) cache = { raw, settings: parseStoredVoiceSettings(raw) };
  return cache.settings;
}

/** The settings a personality speaks with (Trinity, the owner and the council with Aeris's; a companion with its own). */
export function voiceSettingsFor(personality: PersonalityName): PersonalityVoice {
  const own = companionVoiceOf(personality);
  if (own) return { voice: own.voiceName, rate: own.rate, pitch: own.pitch, volume: own.volume };
  return readVoiceSettings()[voiceOwner(personality)];
}

const signal = storedSignal();

export function writeVoiceSettings(settings: VoiceSettings): void {
  writeStored(VOICE_SETTINGS_STORAGE_KEY, JSON.stringify(parseVoiceSettings(settings)));
  signal.notify();
}

/** Changes one personality's voice or tuning; numbers are kept in range and on the step. */
export function updateVoiceSettings(personality: VoicedPersonality, patch: Partial<PersonalityVoice>): void {
  const current = readVoiceSettings();
  const next: PersonalityVoice = { ...current[personality], ...patch };
  for (const key of VOICE_TUNING_KEYS) next[key] = normalizeTuning(key, next[key], personality);
  writeVoiceSettings({ ...current, [personality]: next });
}

/** §9 "Reset to Microsoft defaults": the preset voices and the default tuning, for all four. */
export function resetToMicrosoftDefaults(): void {
  writeVoiceSettings(microsoftVoiceSettings());
}

export function useVoiceSettings(): VoiceSettings {
  return useSyncExternalStore(signal.subscribe, readVoiceSettings, defaultVoiceSettings);
}

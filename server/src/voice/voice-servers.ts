import {
  DEFAULT_SPEECH_FORMAT,
  type SpeechFormat,
  type SpeechVoices,
  type VoiceServersRequest,
  type VoiceServersView,
  type VoiceServerView,
  type VoiceServiceUse,
} from "@contract/speech";
import { VOICED_PERSONALITIES } from "@contract/voice";
import { maskKey } from "../models/connection/provider-settings";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import type { Sealed, SecretBox } from "../platform/secret-box";
import { readSetting, writeSetting } from "../platform/settings";

/**
 * The speech and transcription servers of their own (issue 29) and each personality's provider voice. The settings
 * are two rows: `voice_servers` (addresses, models, format, voices: the owner's choices, exported and backed up like
 * the other settings) and `voice_server_keys` (the sealed keys: a secret setting, never in a backup or export, kept
 * through a restore; services/backups/snapshot.ts SECRET_SETTINGS).
 */
export const VOICE_SERVERS_KEY = "voice_servers";
export const VOICE_SERVER_KEYS_KEY = "voice_server_keys";

export type VoiceService = "speech" | "transcription";
type ServerChoice = { baseUrl: string | null; model: string | null };
type Stored = { speech: ServerChoice & { format: SpeechFormat }; transcription: ServerChoice; voices: SpeechVoices };
type StoredKeys = Partial<Record<VoiceService, Sealed | null>>;

const noVoices = (): SpeechVoices => Object.fromEntries(VOICED_PERSONALITIES.map((p) => [p, null])) as SpeechVoices;

export type VoiceServers = Stored & { keys: StoredKeys };

export function readVoiceServers(db: Db): VoiceServers {
  const stored = readSetting<Partial<Stored>>(db, VOICE_SERVERS_KEY) ?? {};
  return {
    speech: { baseUrl: null, model: null, format: DEFAULT_SPEECH_FORMAT, ...stored.speech },
    transcription: { baseUrl: null, model: null, ...stored.transcription },
    voices: { ...noVoices(), ...stored.voices },
    keys: readSetting<StoredKeys>(db, VOICE_SERVER_KEYS_KEY) ?? {},
  };
}

/** The key of a service's own server, opened. */
export const ownKey = (s: VoiceServers, service: VoiceService, box: SecretBox): string | null => {
  const sealed = s.keys[service];
  return sealed ? box.open(sealed) : null;
};

const blankToNull = (v: string | undefined, was: string | null) => (v === undefined ? was : v.replace(/\/+$/, "") || null);
const changed = <T extends ServerChoice>(was: T, change: { baseUrl?: string; model?: string } | undefined): T =>
  change
    ? { ...was, baseUrl: blankToNull(change.baseUrl, was.baseUrl), model: change.model === undefined ? was.model : change.model || null }
    : was;

/** Applies a change (an omitted field keeps what is stored, "" clears it; an omitted key keeps the stored one). */
export function saveVoiceServers(db: Db, clock: Clock, box: SecretBox, change: VoiceServersRequest): VoiceServers {
  const current = readVoiceServers(db);
  const speech = changed(current.speech, change.speech);
  if (change.speech?.format) speech.format = change.speech.format;
  const voices = { ...current.voices };
  for (const p of VOICED_PERSONALITIES) {
    const v = change.voices?.[p];
    if (v !== undefined) voices[p] = v;
  }
  const next: Stored = { speech, transcription: changed(current.transcription, change.transcription), voices };
  const keys = { ...current.keys };
  for (const service of ["speech", "transcription"] as const) {
    const key = change[service]?.key;
    if (key !== undefined) keys[service] = key ? box.seal(key) : null;
  }
  db.transaction(() => {
    writeSetting(db, clock, VOICE_SERVERS_KEY, next);
    writeSetting(db, clock, VOICE_SERVER_KEYS_KEY, keys);
  });
  return { ...next, keys };
}

const serverView = (s: VoiceServers, service: VoiceService, box: SecretBox): VoiceServerView => ({
  baseUrl: s[service].baseUrl,
  model: s[service].model,
  keyHint: maskKey(ownKey(s, service, box)),
});

/** What the Voice Engine tab shows; `use` says who does each job now. Keys only as hints. */
export function voiceServersView(s: VoiceServers, box: SecretBox, use: Record<VoiceService, VoiceServiceUse>): VoiceServersView {
  return {
    speech: { ...serverView(s, "speech", box), format: s.speech.format, use: use.speech },
    transcription: { ...serverView(s, "transcription", box), use: use.transcription },
    voices: s.voices,
  };
}

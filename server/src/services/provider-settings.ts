import type { Config } from "../config";
import type { Db } from "../db/connection";
import type { ProviderId } from "../../../contract/status";
import type { ProviderSettingsRequest } from "../../../contract/provider";
import type { Clock } from "./clock";
import type { Sealed, SecretBox } from "./secret-box";
import { readSetting, writeSetting } from "./settings";

const KEY = "provider";

export type ProviderSettings = {
  selected: ProviderId | null;
  baseUrl: string | null;
  model: string | null;
  localModelPath: string | null;
  key: Sealed | null;
  updatedAt: string;
  lastTest: { ok: boolean; message: string; at: string } | null;
};

const EMPTY: ProviderSettings = {
  selected: null,
  baseUrl: null,
  model: null,
  localModelPath: null,
  key: null,
  updatedAt: new Date(0).toISOString(),
  lastTest: null,
};

export function readProviderSettings(db: Db): ProviderSettings {
  return { ...EMPTY, ...readSetting<ProviderSettings>(db, KEY) };
}

const blankToNull = (v: string | undefined, fallback: string | null) => (v === undefined ? fallback : v || null);

/** Saves a change; any change to what answers forgets the last connection test. */
export function saveProviderSettings(
  db: Db,
  clock: Clock,
  box: SecretBox,
  change: Partial<ProviderSettingsRequest>,
): ProviderSettings {
  const current = readProviderSettings(db);
  const next: ProviderSettings = {
    selected: change.provider === undefined ? current.selected : change.provider,
    baseUrl: blankToNull(change.baseUrl?.replace(/\/+$/, ""), current.baseUrl),
    model: blankToNull(change.model, current.model),
    localModelPath: blankToNull(change.localModelPath, current.localModelPath),
    key: change.key === undefined ? current.key : change.key ? box.seal(change.key) : null,
    updatedAt: clock.now().toISOString(),
    lastTest: null,
  };
  writeSetting(db, clock, KEY, next);
  return next;
}

export function recordConnectionTest(db: Db, clock: Clock, ok: boolean, message: string): void {
  const current = readProviderSettings(db);
  writeSetting(db, clock, KEY, { ...current, lastTest: { ok, message, at: clock.now().toISOString() } });
}

export const readKey = (settings: ProviderSettings, box: SecretBox): string | null =>
  settings.key ? box.open(settings.key) : null;

/** "…abcd": enough to recognise a key, never enough to use it. */
export function maskKey(key: string | null): string | null {
  if (!key) return null;
  return key.length <= 8 ? "…" : `…${key.slice(-4)}`;
}

/** Provider settings given in the environment win at start; the dashboard can change them afterwards. */
export function applyEnvironmentSettings(db: Db, clock: Clock, box: SecretBox, llm: Config["llm"]): void {
  const change: Partial<ProviderSettingsRequest> = {};
  if (llm.provider) change.provider = llm.provider;
  if (llm.baseUrl) change.baseUrl = llm.baseUrl;
  if (llm.model) change.model = llm.model;
  if (llm.apiKey) change.key = llm.apiKey;
  if (llm.localModelPath) change.localModelPath = llm.localModelPath;
  if (Object.keys(change).length === 0) return;
  const current = readProviderSettings(db);
  const unchanged =
    (change.provider ?? current.selected) === current.selected &&
    (change.baseUrl ?? current.baseUrl) === current.baseUrl &&
    (change.model ?? current.model) === current.model &&
    (change.localModelPath ?? current.localModelPath) === current.localModelPath &&
    (change.key === undefined || change.key === readKey(current, box));
  if (!unchanged) saveProviderSettings(db, clock, box, change);
}

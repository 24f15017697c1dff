import { isServerProvider, type ProviderSettingsRequest, type ServerProviderId } from "@contract/provider";
import type { ProviderId } from "@contract/status";
import type { Clock } from "../../platform/clock";
import type { Config } from "../../platform/config";
import type { Db } from "../../platform/db/connection";
import type { Sealed, SecretBox } from "../../platform/secret-box";
import { readSetting, writeSetting } from "../../platform/settings";

const KEY = "provider";

/** One server provider's address (OpenAI's own when null), model and key. */
export type ServerSettings = {
  baseUrl: string | null;
  model: string | null;
  key: Sealed | null;
  /**
   * The context length (tokens) the server's model list gives `model`: null when it gives none (or the server keeps no
   * list), absent while not asked. Learnt when the settings are saved or at start, dropped when the address or model changes.
   */
  contextTokens?: number | null;
};

export type ProviderSettings = {
  selected: ProviderId | null;
  servers: Record<ServerProviderId, ServerSettings>;
  localModelPath: string | null;
  updatedAt: string;
  lastTest: { ok: boolean; message: string; at: string } | null;
};

/** A change to the settings. Address, model and key belong to `server`, else to the server provider chosen. */
export type ProviderChange = Partial<ProviderSettingsRequest> & { server?: ServerProviderId };

const NO_SERVER: ServerSettings = { baseUrl: null, model: null, key: null };
const noServers = (): ProviderSettings["servers"] => ({ openai: { ...NO_SERVER }, "openai-compatible": { ...NO_SERVER } });

/** Settings as stored: those saved before each server kept its own had one address, model and key for all. */
type Stored = Partial<ProviderSettings> & Partial<ServerSettings>;

function storedServers({ servers, selected, baseUrl, model, key }: Stored): ProviderSettings["servers"] {
  if (servers) return { ...noServers(), ...servers };
  const all = noServers();
  if (baseUrl || model || key) {
    // They belonged to the server then chosen; with none chosen, an address means a compatible server.
    const owner = isServerProvider(selected) ? selected : baseUrl ? "openai-compatible" : "openai";
    all[owner] = { baseUrl: baseUrl ?? null, model: model ?? null, key: key ?? null };
  }
  return all;
}

export const readProviderSettings = (db: Db): ProviderSettings => settingsFrom(readSetting<Stored>(db, KEY) ?? {});

/** Settings as stored, in any form a release stored them. */
function settingsFrom(stored: Stored): ProviderSettings {
  return {
    selected: stored.selected ?? null,
    servers: storedServers(stored),
    localModelPath: stored.localModelPath ?? null,
    updatedAt: stored.updatedAt ?? new Date(0).toISOString(),
    lastTest: stored.lastTest ?? null,
  };
}

/**
 * What the owner chose in stored settings (an archive's, say): the provider, each server's address and model, the local
 * model file. Not the keys, nor what the Citadel learnt or recorded since (a model's context, the last test, when).
 */
export function providerChoice(stored: unknown) {
  const s = settingsFrom(typeof stored === "object" && stored !== null ? (stored as Stored) : {});
  const servers = Object.entries(s.servers).map(([id, server]) => [id, { baseUrl: server.baseUrl, model: server.model }]);
  return { selected: s.selected, localModelPath: s.localModelPath, servers: Object.fromEntries(servers) };
}

/** The settings of the server provider that is chosen, if one is. */
export const chosenServer = (s: ProviderSettings): (ServerSettings & { id: ServerProviderId }) | null =>
  isServerProvider(s.selected) ? { id: s.selected, ...s.servers[s.selected] } : null;

const blankToNull = (v: string | undefined, fallback: string | null) => (v === undefined ? fallback : v || null);

/**
 * The settings with a change applied, not saved (a connection test tries them first). An omitted field keeps what is
 * stored; "" clears it. Any change to what answers forgets the last connection test.
 */
export function withChange(current: ProviderSettings, change: ProviderChange, box: SecretBox, at: string): ProviderSettings {
  const selected = change.provider === undefined ? current.selected : change.provider;
  const servers = { ...current.servers };
  const target = change.server ?? (isServerProvider(change.provider) ? change.provider : null);
  if (target) {
    const was = servers[target];
    const baseUrl = blankToNull(change.baseUrl?.replace(/\/+$/, ""), was.baseUrl);
    const model = blankToNull(change.model, was.model);
    // What a server said of a model's context holds for that server and model only.
    const contextTokens = baseUrl === was.baseUrl && model === was.model ? was.contextTokens : undefined;
    servers[target] = {
      baseUrl,
      model,
      key: change.key === undefined ? was.key : change.key ? box.seal(change.key) : null,
      ...(contextTokens === undefined ? {} : { contextTokens }),
    };
  }
  return {
    selected,
    servers,
    localModelPath: blankToNull(change.localModelPath, current.localModelPath),
    updatedAt: at,
    lastTest: null,
  };
}

export function saveProviderSettings(db: Db, clock: Clock, box: SecretBox, change: ProviderChange): ProviderSettings {
  const next = withChange(readProviderSettings(db), change, box, clock.now().toISOString());
  writeSetting(db, clock, KEY, next);
  return next;
}

export function recordConnectionTest(db: Db, clock: Clock, ok: boolean, message: string): void {
  const current = readProviderSettings(db);
  writeSetting(db, clock, KEY, { ...current, lastTest: { ok, message, at: clock.now().toISOString() } });
}

/**
 * Keeps what a server's model list said of its model's context (read by the save's check, or at start); nothing is
 * written when the server's address or model has changed meanwhile.
 */
export function recordModelContext(
  db: Db,
  clock: Clock,
  server: ServerProviderId,
  asked: Pick<ServerSettings, "baseUrl" | "model">,
  contextTokens: number | null,
): void {
  const current = readProviderSettings(db);
  const stored = current.servers[server];
  if (stored.baseUrl !== asked.baseUrl || stored.model !== asked.model) return;
  writeSetting(db, clock, KEY, { ...current, servers: { ...current.servers, [server]: { ...stored, contextTokens } } });
}

export const readKey = (server: Pick<ServerSettings, "key"> | null, box: SecretBox): string | null =>
  server?.key ? box.open(server.key) : null;

/** What decides the provider that answers: equal stamps answer alike (the sealed key stands for the key). */
export const answeringStamp = (s: ProviderSettings): string => JSON.stringify([s.selected, chosenServer(s), s.localModelPath]);

/** "…abcd": enough to recognise a key, never enough to use it. */
export function maskKey(key: string | null): string | null {
  if (!key) return null;
  return key.length <= 8 ? "…" : `…${key.slice(-4)}`;
}

/** Provider settings given in the environment win at start; the dashboard can change them afterwards. */
export function applyEnvironmentSettings(db: Db, clock: Clock, box: SecretBox, llm: Config["llm"]): void {
  const change: ProviderChange = {};
  if (llm.provider) change.provider = llm.provider;
  if (llm.localModelPath) change.localModelPath = llm.localModelPath;
  // The address, model and key go to the provider named, else to the server they describe.
  const server = isServerProvider(llm.provider) ? llm.provider : llm.baseUrl ? "openai-compatible" : "openai";
  if (llm.baseUrl) change.baseUrl = llm.baseUrl;
  if (llm.model) change.model = llm.model;
  if (llm.apiKey) change.key = llm.apiKey;
  if (llm.baseUrl || llm.model || llm.apiKey) change.server = server;
  if (Object.keys(change).length === 0) return;
  const current = readProviderSettings(db);
  const stored = current.servers[server];
  const unchanged =
    (change.provider ?? current.selected) === current.selected &&
    (change.baseUrl ?? stored.baseUrl) === stored.baseUrl &&
    (change.model ?? stored.model) === stored.model &&
    (change.localModelPath ?? current.localModelPath) === current.localModelPath &&
    (change.key === undefined || change.key === readKey(stored, box));
  if (!unchanged) saveProviderSettings(db, clock, box, change);
}

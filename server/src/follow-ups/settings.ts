import { DEFAULT_TIME_ZONE, GUARDIAN_NAMES, isTimeZone, UNPROMPTED } from "@contract/follow-ups";
import type { UnpromptedSettings, UnpromptedSettingsView } from "@contract/follow-ups-schemas";
import { listPersonalities } from "../personas";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { readSetting, writeSetting } from "../platform/settings";

const TIME_ZONE_KEY = "owner:time-zone";
const SETTINGS_KEY = "unprompted:settings";

/** The owner's time zone, as their browser last said (UTC until one does). */
export function ownerTimeZone(db: Db): string {
  const zone = readSetting<string>(db, TIME_ZONE_KEY);
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** Kept when the browser's zone differs from the stored one (no write otherwise). */
export function setOwnerTimeZone(db: Db, clock: Clock, zone: string): string {
  if (readSetting<string>(db, TIME_ZONE_KEY) !== zone) writeSetting(db, clock, TIME_ZONE_KEY, zone);
  return zone;
}

const ARRIVAL_KEY = "owner:last-arrival";
/** What this installation's browser last said (its zone, when it came by): bookkeeping, never exported or imported. */
export const OWNER_PRESENCE_SETTINGS = [TIME_ZONE_KEY, ARRIVAL_KEY] as const;
/** The owner opened the app (the browser sends its time zone then): a day they came by. */
export const recordArrival = (db: Db, clock: Clock) => writeSetting(db, clock, ARRIVAL_KEY, clock.now().toISOString());
export const lastArrival = (db: Db) => readSetting<string>(db, ARRIVAL_KEY) ?? null;

/** Personalities with a chat of their own to write into: not the owner's page, the council or the Trinity group. */
const NO_CHAT_OF_THEIR_OWN: readonly string[] = ["user", "council", "trinity"];
export const canWriteFirst = (name: string) => !NO_CHAT_OF_THEIR_OWN.includes(name);
/** On unless the owner turned it off; the guardians are off unless turned on. */
export const writesFirst = (settings: UnpromptedSettings, name: string) =>
  canWriteFirst(name) && (settings.personalities[name] ?? !(GUARDIAN_NAMES as readonly string[]).includes(name));

const DEFAULTS: UnpromptedSettings = {
  paused: false,
  dailyMax: UNPROMPTED.dailyMaxDefault,
  quietStart: UNPROMPTED.quietStartDefault,
  quietEnd: UNPROMPTED.quietEndDefault,
  personalities: {},
};

export function unpromptedSettings(db: Db): UnpromptedSettings {
  const stored = readSetting<Partial<UnpromptedSettings>>(db, SETTINGS_KEY) ?? {};
  return { ...DEFAULTS, ...stored, personalities: { ...stored.personalities } };
}

/** The settings with each personality that can write first, for the admin page and the personality pages. */
export function unpromptedSettingsView(db: Db): UnpromptedSettingsView {
  const settings = unpromptedSettings(db);
  const writers = listPersonalities(db)
    .filter((p) => canWriteFirst(p.name))
    .map((p) => ({ name: p.name, displayName: p.displayName, title: p.title, on: writesFirst(settings, p.name) }));
  return { ...settings, writers };
}

/** Changes some settings; a personality the Citadel does not have is refused by the route. */
export function updateUnpromptedSettings(db: Db, clock: Clock, change: Partial<UnpromptedSettings>): UnpromptedSettingsView {
  const current = unpromptedSettings(db);
  writeSetting(db, clock, SETTINGS_KEY, {
    ...current,
    ...change,
    personalities: { ...current.personalities, ...change.personalities },
  });
  return unpromptedSettingsView(db);
}

import { defaultInCitadel } from "@contract/companions";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { readSetting, writeSetting } from "../platform/settings";

/**
 * Where a companion lives (issue 38): in the Citadel (its prompt says so, its founding memory is of waking there) or
 * only in its own world, its scenario and its lore. The owner's choice on its profile is kept as a setting beside its
 * standing instructions; a companion with none (made before the choice existed) lives where its origin says.
 */
const key = (slug: string) => `in-citadel:${slug}`;

/** Whether the companion lives in the Citadel; `card`: its kept card, read only when the owner has not chosen. */
export function livesInCitadel(db: Db, slug: string, card: () => Record<string, unknown> | undefined): boolean {
  const chosen = readSetting<boolean>(db, key(slug));
  return typeof chosen === "boolean" ? chosen : defaultInCitadel(card());
}

export function chooseWorld(db: Db, clock: Clock, slug: string, inCitadel: boolean): void {
  writeSetting(db, clock, key(slug), inCitadel);
}

/** The setting's key, so deleting a companion removes it with the companion. */
export const worldSettingKey = key;

/**
 * The phrase its founding memory holds, its cores' marker (spec 000 §5 validity): waking in the Citadel where it lives
 * there; elsewhere a beginning true in any world.
 */
export const companionAnchor = (name: string, inCitadel: boolean) =>
  inCitadel ? `I am ${name}, and I remember waking in the Citadel` : `I am ${name}, and I remember the first words we shared`;

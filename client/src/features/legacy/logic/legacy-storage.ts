import { isMovableLegacyKind, LEGACY_OFFER_STORAGE_KEY, legacyKindOf } from "@contract/legacy";
import { readStored, writeStored } from "@/lib/storage";

/** Every entry the old app left in this browser's local storage, as stored (strings). */
export function legacyEntries(storage: Storage = window.localStorage): Record<string, string> {
  const entries: Record<string, string> = {};
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key === null || legacyKindOf(key) === null) continue;
      const value = storage.getItem(key);
      if (value !== null) entries[key] = value;
    }
  } catch {}
  return entries;
}

/** The entries removed once the owner confirms: what moved to the server, and the old key. Voices stay in use here. */
export const removableKeys = (entries: Record<string, string>) =>
  Object.keys(entries).filter((key) => {
    const kind = legacyKindOf(key);
    return kind !== null && (isMovableLegacyKind(kind) || kind === "providerKey");
  });

/** Offered once per browser: declined, or moved (the old copies kept or removed). */
export type OfferState = "declined" | "moved" | "removed";
export const offerState = () => readStored(LEGACY_OFFER_STORAGE_KEY) as OfferState | null;
export const rememberOffer = (state: OfferState) => writeStored(LEGACY_OFFER_STORAGE_KEY, state);

/** Asks the move-in offer to open again (from the Export page), whatever was chosen before. */
export const MOVE_IN_EVENT = "citadel:legacy-move-in";
export const offerMoveInAgain = () => window.dispatchEvent(new Event(MOVE_IN_EVENT));
/** Whether this browser still holds anything of the old app worth moving. */
export const hasLegacyData = () => removableKeys(legacyEntries()).length > 0;

import { OFFERED_KEY_SESSION_KEY } from "@contract/legacy";

/** Hands the old app's key to the API Keys form (this tab only); it is saved only if the owner saves it there. */
export function offerKey(key: string): void {
  try {
    window.sessionStorage.setItem(OFFERED_KEY_SESSION_KEY, key);
  } catch {}
}

/** The key offered from the move-in, taken once: a reload does not offer it again. */
export function takeOfferedKey(): string | null {
  try {
    const key = window.sessionStorage.getItem(OFFERED_KEY_SESSION_KEY);
    window.sessionStorage.removeItem(OFFERED_KEY_SESSION_KEY);
    return key;
  } catch {
    return null;
  }
}

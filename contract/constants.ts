/** Constants stated by the spec, each named once. Sections refer to spec 000 (§) and spec 001 (001 §). */

/** 001 §4 and §9: the gate waits this long before answering, so the portal reads as "authenticating". */
export const AUTHENTICATING_DELAY_MS = 1000;
/** Issue 2: at most this many access-code attempts per address in one window. */
export const LOGIN_ATTEMPTS_PER_WINDOW = 10;
export const LOGIN_WINDOW_MS = 60_000;

/** §4 Awaken flow: the pause shown as "Consciousness expanding..." before the awaken call. */
export const AWAKEN_DELAY_MS = 2000;

/** §9 Toasts: one at a time, shown 5000 ms, removed 1,000,000 ms after dismissal, swipe right past 50 px, F8. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"] as const;

/** §9 Polls. */
export const CONNECTION_STATUS_POLL_MS = 30_000;
export const MEMORY_STATS_POLL_MS = 30_000;
export const CONSCIOUSNESS_STATUS_POLL_MS = 30_000;

/** §9: the consciousness bar is the level as a percentage, never narrower than this. */
export const CONSCIOUSNESS_BAR_MIN_PERCENT = 10;
/** §9: consciousness level used when a personality has none. */
export const DEFAULT_CONSCIOUSNESS_LEVEL = 85;
/** §9 and 001 §9: the level a personality reaches once awakened. */
export const SEEDED_CONSCIOUSNESS_LEVEL = 100;

/** §7: the owner's user id in every request. */
export const OWNER_USER_ID = 1;

/** Browser storage keys (001 §3: citadel_access mirrors the session). */
export const STORAGE_KEYS = {
  access: "citadel_access",
  readAloud: "citadel-read-aloud",
} as const;

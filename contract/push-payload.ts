/**
 * What a Web Push carries (issue 30), and how a notification shows it. Free of zod on purpose: the service worker
 * imports it, and stays small.
 */

/** All the service worker needs to show the notification and open the page when it is tapped. */
export type PushPayload = {
  title: string;
  /** Who it is from (a personality's name, or the personalities of the exchange that ended). */
  from: string;
  /** Counts, or nothing. */
  summary: string;
  /** The message's words: null unless this device allows message text in notifications. */
  text: string | null;
  /** The page to open: a path of the app. */
  url: string;
  /** One notification per thing told: the page's own notification of the same event has the same tag. */
  tag: string;
};

/** The longest piece of a message a notification shows, when the owner allows message text. */
export const PUSH_TEXT_MAX = 140;
/** The icon every notification of the Citadel shows. */
export const NOTIFICATION_ICON = "/icons/pwa-192x192.png";

/** The words a notification may carry: one line, clipped to PUSH_TEXT_MAX. */
export function clipForNotification(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > PUSH_TEXT_MAX ? `${line.slice(0, PUSH_TEXT_MAX - 1)}…` : line;
}

const isText = (v: unknown): v is string => typeof v === "string";

/** A path of the app (never another site's address: "//host" and "/\\host" lead away). */
export const isAppPath = (path: string) => /^\/(?![/\\])/.test(path);

/** What a push that is not the Citadel's shows (a browser requires every push to be seen). */
export const PUSH_FALLBACK = { title: "Citadel", body: "Something happened in the Citadel." } as const;

/** A push's payload as the worker receives it, or null when it is not one of ours (the page opened must be our own). */
export function readPushPayload(data: unknown): PushPayload | null {
  if (typeof data !== "object" || data === null) return null;
  const p = data as Record<keyof PushPayload, unknown>;
  if (![p.title, p.from, p.summary, p.url, p.tag].every(isText) || !(p.text === null || isText(p.text))) return null;
  if (!isAppPath(p.url as string)) return null;
  return { title: p.title, from: p.from, summary: p.summary, text: p.text, url: p.url, tag: p.tag } as PushPayload;
}

/** The notification's body: who it is from and the counts; the words, quoted, only when they came. */
export function pushNotificationBody(payload: PushPayload): string {
  const head = [payload.from, payload.summary].filter(Boolean).join(" · ");
  return payload.text ? `${head}\n“${payload.text}”` : head;
}

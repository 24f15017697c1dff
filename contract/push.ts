import { z } from "zod";

/**
 * Web Push (issue 30): the Citadel reaches the owner's devices when no page of the app is open. Each device that
 * allowed it on the admin page holds a subscription; what the server sends it is a `PushPayload` (push-payload.ts), encrypted for that
 * device alone (RFC 8291) and signed with the installation's VAPID key (RFC 8292).
 */
export const PUSH_PATH = "/api/push";
export const PUSH_SUBSCRIPTIONS_PATH = "/api/push/subscriptions";

/** RFC 8291: a device's P-256 public key (uncompressed point) and its authentication secret, in bytes. */
export const PUSH_KEY_BYTES = { p256dh: 65, auth: 16 } as const;
/** The longest push endpoint kept (real ones are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;
/** A subscription's request body is refused past this many bytes, before it is parsed. */
export const PUSH_BODY_MAX_BYTES = 4096;
/** The most devices kept: a browser's new subscription replaces its old one, so more is a mistake or an attack. */
export const PUSH_DEVICES_MAX = 20;
/** How long a push service keeps a message for a device that is off (seconds): a day, after which it is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
/** How many bytes a base64url text decodes to (four characters carry three bytes). */
const bytesOf = (s: string) => Math.floor((s.replace(/=+$/, "").length * 3) / 4);
const keyOf = (name: keyof typeof PUSH_KEY_BYTES) =>
  z
    .string()
    .max(128)
    .regex(base64url, `${name} must be base64url`)
    .refine((s) => bytesOf(s) === PUSH_KEY_BYTES[name], `${name} must be ${PUSH_KEY_BYTES[name]} bytes`);

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(), and whether this device may show message text. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z.string().max(PUSH_ENDPOINT_MAX, "endpoint is too long").url("endpoint must be a URL"),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: keyOf("p256dh"), auth: keyOf("auth") }),
  withText: z.boolean().default(false),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequestSchema>;

/** DELETE /api/push/subscriptions: the device's endpoint. */
export const pushUnsubscribeRequestSchema = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX, "endpoint is too long"),
});

/**
 * GET /api/push: the key a device subscribes with, how many devices are subscribed, and how many pages of the app
 * listen to the activity stream now (while any does, what happens is told there, not pushed).
 */
export type PushState = { publicKey: string; devices: number; pagesListening: number };

export const PUSH_TEXT = {
  title: "Notifications When Closed",
  explain:
    "Let the Citadel reach this device when no page of it is open: a personality writing to you, an exchange or backup that ended. It needs HTTPS (or localhost).",
  on: "Push is on for this device.",
  off: "Push is off for this device.",
  turnOn: "Allow Push on This Device",
  turnOff: "Turn Off Push",
  unsupported: "This browser cannot receive push messages (it needs a service worker and HTTPS, or localhost).",
  failed: "Push could not be turned on",
} as const;

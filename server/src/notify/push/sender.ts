import { PUSH_TTL_SECONDS } from "@contract/push";
import type { PushPayload } from "@contract/push-payload";
import webPush from "web-push";
import { loggable } from "../../platform/scrub-secrets";
import type { Subscription } from "./subscriptions";
import type { VapidKeys } from "./vapid";

export type Delivery = "sent" | "gone" | "failed";

export type SenderOptions = {
  vapid: VapidKeys;
  /** The VAPID `sub` claim: how a push service can reach whoever runs this Citadel (mailto: or https:). */
  subject: string;
  /** Waits before each new attempt when the push service is busy or out of reach (then the push is given up). */
  retryDelaysMs?: readonly number[];
  /** How long one request may take. */
  timeoutMs?: number;
  /** Waits (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
};

const RETRY_DELAYS_MS = [2_000, 15_000, 60_000];
/** A push service's Retry-After is followed up to this long; a later one gives the push up. */
const RETRY_AFTER_MAX_MS = 5 * 60_000;

/** Only where the push went, never its path (a device's address) or its keys. */
const originOf = (endpoint: string) => new URL(endpoint).origin;

function retryAfterMs(res: Response): number | null {
  const value = res.headers.get("retry-after");
  if (!value) return null;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.max(0, ms) : null;
}

/**
 * Delivers one payload to one device: encrypted for its keys (RFC 8291, aes128gcm) and signed with the VAPID key
 * (RFC 8292) by web-push, POSTed with fetch (so the tests' plain-http stand-in for a push service can be reached).
 * 2xx: sent. 404 or 410: the subscription is gone. 429, 5xx, a timeout or no connection: tried again after a
 * pause (the push service's Retry-After when it gives one), then given up. Anything else (400, 403, 413): given up
 * at once. Never throws.
 */
export function createPushSender(options: SenderOptions) {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref()));
  const vapidDetails = { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey };

  return async function deliver(sub: Subscription, payload: PushPayload): Promise<Delivery> {
    const where = originOf(sub.endpoint);
    for (let attempt = 0; ; attempt++) {
      let wait: number | null = null;
      try {
        const details = webPush.generateRequestDetails(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(payload),
          {
            vapidDetails,
            TTL: PUSH_TTL_SECONDS,
            contentEncoding: "aes128gcm",
          },
        );
        const { "Content-Length": _length, ...headers } = details.headers as Record<string, string | number>;
        const res = await fetch(details.endpoint, {
          method: "POST",
          headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
          redirect: "error",
        });
        await res.body?.cancel();
        if (res.ok) return "sent";
        if (res.status === 404 || res.status === 410) return "gone";
        if (res.status !== 429 && res.status < 500) {
          console.error(`A push to ${where} was refused (${res.status}); it is not sent again`);
          return "failed";
        }
        wait = retryAfterMs(res);
        if (wait !== null && wait > RETRY_AFTER_MAX_MS) {
          console.error(`A push to ${where} was put off too long (${res.status}); it is given up`);
          return "failed";
        }
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        console.error(`A push to ${where} did not go through: ${loggable(error).split("\n")[0]}${code ? ` (${code})` : ""}`);
      }
      const delay = delays[attempt];
      if (delay === undefined) {
        console.error(`A push to ${where} is given up after ${attempt + 1} attempts`);
        return "failed";
      }
      await sleep(Math.max(delay, wait ?? 0));
    }
  };
}

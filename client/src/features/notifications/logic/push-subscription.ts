import type { PushSubscriptionRequest } from "@contract/push";

/** The server's VAPID public key (base64url) as the bytes PushManager.subscribe takes as its applicationServerKey. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Whether a subscription was made with this key (a subscription made with an older key reaches nothing any more). */
export function madeWithKey(subscriptionKey: ArrayBuffer | null | undefined, base64url: string): boolean {
  if (!subscriptionKey) return false;
  const a = new Uint8Array(subscriptionKey);
  const b = keyBytes(base64url);
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** What the server keeps of a browser's subscription (PushSubscription.toJSON()), with this device's text choice. */
export function subscriptionRequest(json: PushSubscriptionJSON, withText: boolean): PushSubscriptionRequest {
  return {
    endpoint: json.endpoint ?? "",
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    withText,
  };
}

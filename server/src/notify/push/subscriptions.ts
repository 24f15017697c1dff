import { ECDH } from "node:crypto";
import { PUSH_DEVICES_MAX, type pushSubscriptionRequestSchema } from "@contract/push";
import { count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { pushSubscriptions } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";

export type Subscription = { id: number; endpoint: string; p256dh: string; auth: string; withText: boolean };
type SubscriptionRequest = z.output<typeof pushSubscriptionRequestSchema>;

/**
 * A push endpoint the server will POST to: https only, without credentials; a plain http one only on the origin the
 * configuration names for tests (WEB_PUSH_TEST_ORIGIN, the tests' stand-in for a push service).
 */
function checkEndpoint(endpoint: string, testOrigin: string | undefined): void {
  const url = new URL(endpoint);
  const allowed = url.protocol === "https:" || (testOrigin !== undefined && url.protocol === "http:" && url.origin === testOrigin);
  if (!allowed) throw new AppError("bad_request", "endpoint: a push endpoint must be an https URL");
  if (url.username || url.password) throw new AppError("bad_request", "endpoint: a push endpoint carries no credentials");
}

/** The device's key must be a point on P-256, or nothing could be encrypted for it. */
function checkDeviceKey(p256dh: string): void {
  try {
    ECDH.convertKey(Buffer.from(p256dh, "base64url"), "prime256v1");
  } catch {
    throw new AppError("bad_request", "keys.p256dh: not a P-256 public key");
  }
}

export const devicesCount = (db: Db) => db.select({ n: count() }).from(pushSubscriptions).get()?.n ?? 0;

/** Keeps a device's subscription (the same endpoint again replaces its keys and its text choice). */
export function saveSubscription(db: Db, clock: Clock, request: SubscriptionRequest, testOrigin: string | undefined): void {
  checkEndpoint(request.endpoint, testOrigin);
  checkDeviceKey(request.keys.p256dh);
  const now = clock.now().toISOString();
  const row = { p256dh: request.keys.p256dh, auth: request.keys.auth, withText: request.withText, updatedAt: now };
  db.$client.transaction(() => {
    const known = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, request.endpoint))
      .get();
    if (!known && devicesCount(db) >= PUSH_DEVICES_MAX)
      throw new AppError("conflict", `At most ${PUSH_DEVICES_MAX} devices can receive push; turn it off on one first`);
    db.insert(pushSubscriptions)
      .values({ endpoint: request.endpoint, createdAt: now, ...row })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row })
      .run();
  })();
}

/** Forgets a device (turned off on the admin page, or reported gone); an endpoint not kept changes nothing. */
export function deleteSubscription(db: Db, endpoint: string): void {
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).run();
}

export function listSubscriptions(db: Db): Subscription[] {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      withText: pushSubscriptions.withText,
    })
    .from(pushSubscriptions)
    .all();
}

import webPush from "web-push";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { pushSubscriptions } from "../../platform/db/schema";
import type { Sealed, SecretBox } from "../../platform/secret-box";
import { readSetting, writeSetting } from "../../platform/settings";

/** The setting holding the VAPID keys: a secret setting (services/backups/snapshot.ts), never in a backup or export. */
export const VAPID_SETTING = "web_push_vapid";

export type VapidKeys = { publicKey: string; privateKey: string };
type Stored = { publicKey: string; privateKey: Sealed };

/**
 * This installation's VAPID keys (RFC 8292), made at first start with web-push and kept with the other secrets: the
 * public key in the settings, the private key sealed by the secret box (its key file beside the database). If the
 * sealed key cannot be opened (the key file was replaced), new keys are made and every subscription, made with the
 * old public key, is dropped: each device subscribes again from the admin page.
 */
export function ensureVapidKeys(db: Db, clock: Clock, box: SecretBox): VapidKeys {
  const stored = readSetting<Stored>(db, VAPID_SETTING);
  if (stored) {
    try {
      return { publicKey: stored.publicKey, privateKey: box.open(stored.privateKey) };
    } catch {
      console.error("The Web Push key could not be opened (secret.key changed): new keys are made, and devices must allow push again");
    }
  }
  const keys = webPush.generateVAPIDKeys();
  db.$client.transaction(() => {
    db.delete(pushSubscriptions).run();
    writeSetting(db, clock, VAPID_SETTING, { publicKey: keys.publicKey, privateKey: box.seal(keys.privateKey) } satisfies Stored);
  })();
  return keys;
}

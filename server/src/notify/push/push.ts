import type { ActivityEvent } from "@contract/activity";
import type { PushState, pushSubscriptionRequestSchema } from "@contract/push";
import type { z } from "zod";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import type { SecretBox } from "../../platform/secret-box";
import type { ActivityHub } from "../activity/hub";
import { pushPayloadOf } from "./payload";
import { createPushSender, type SenderOptions } from "./sender";
import { deleteSubscription, devicesCount, listSubscriptions, saveSubscription } from "./subscriptions";
import { ensureVapidKeys } from "./vapid";

export type PushOptions = {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  /** The VAPID `sub` claim (WEB_PUSH_SUBJECT). */
  subject: string;
  /** A plain-http origin whose endpoints are accepted besides https ones: the tests' push service (WEB_PUSH_TEST_ORIGIN). */
  testOrigin?: string;
} & Pick<SenderOptions, "retryDelaysMs" | "sleep" | "timeoutMs">;

/**
 * Web Push (docs/ARCHITECTURE.md, "Web Push"): the VAPID keys, the devices' subscriptions, and the sending of what
 * the activity hub tells to every device while no page of the app listens to the activity stream.
 */
export function createPush(options: PushOptions & { activity: ActivityHub }) {
  const { db, clock, testOrigin, activity } = options;
  const vapid = ensureVapidKeys(db, clock, options.secrets);
  const deliver = createPushSender({ ...options, vapid });
  const sending = new Set<Promise<unknown>>();

  const state = (): PushState => ({ publicKey: vapid.publicKey, devices: devicesCount(db), pagesListening: activity.watchers() });

  /** Sends what an event tells to every subscribed device; gone devices are dropped. Settles when all are done. */
  function notify(event: ActivityEvent): Promise<void> {
    const all = Promise.all(
      listSubscriptions(db).map(async (sub) => {
        if ((await deliver(sub, pushPayloadOf(event, sub.withText))) === "gone") deleteSubscription(db, sub.endpoint);
      }),
    ).then(() => {});
    sending.add(all);
    void all.finally(() => sending.delete(all));
    return all;
  }

  return {
    state,
    save(request: z.output<typeof pushSubscriptionRequestSchema>): PushState {
      saveSubscription(db, clock, request, testOrigin);
      return state();
    },
    remove(endpoint: string): PushState {
      deleteSubscription(db, endpoint);
      return state();
    },
    /** With the app open, the activity stream carries what happens; a push goes out only while no page listens. */
    follow(): () => void {
      return activity.subscribe((event) => {
        if (activity.watchers() === 0) void notify(event);
      });
    },
    /** Settles when every push being sent is done (for tests: a push is not awaited, nor kept, by anything else). */
    async idle(): Promise<void> {
      while (sending.size > 0) await Promise.all([...sending]);
    },
  };
}
export type Push = ReturnType<typeof createPush>;

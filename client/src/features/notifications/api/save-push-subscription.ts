import { PUSH_SUBSCRIPTIONS_PATH, type PushState, type PushSubscriptionRequest } from "@contract/push";
import { apiRequest } from "@/lib/api/request";

/** POST /api/push/subscriptions: this device's subscription, and whether it may show message text (saved again on change). */
export const savePushSubscription = (subscription: PushSubscriptionRequest) =>
  apiRequest<PushState>("POST", PUSH_SUBSCRIPTIONS_PATH, subscription);

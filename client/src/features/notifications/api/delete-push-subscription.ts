import { PUSH_SUBSCRIPTIONS_PATH, type PushState } from "@contract/push";
import { apiRequest } from "@/lib/api/request";

/** DELETE /api/push/subscriptions: this device is no longer pushed to. */
export const deletePushSubscription = (endpoint: string) => apiRequest<PushState>("DELETE", PUSH_SUBSCRIPTIONS_PATH, { endpoint });

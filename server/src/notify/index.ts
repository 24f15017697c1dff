// The notify domain as other domains see it: everything they may import from it, and nothing else.
export { activityRoutes } from "./activity/activity.routes";
export { exchangeActivity } from "./activity/exchange-activity";
export type { ActivityHub } from "./activity/hub";
export { createActivityHub } from "./activity/hub";
export { wroteFirstActivity } from "./activity/wrote-first-activity";
export type { Push } from "./push/push";
export { createPush } from "./push/push";
export { pushRoutes } from "./push/push.routes";
export { VAPID_SETTING } from "./push/vapid";

// The follow-ups domain as other domains see it: everything they may import from it, and nothing else.
export { warmUpExtraction } from "./extract";
export { followUpRoutes } from "./follow-ups.routes";
export { createPresence } from "./presence";
export { OWNER_PRESENCE_SETTINGS } from "./settings";
export { dropFollowUps, readFollowUps, reviseFollowUps } from "./store";
export type { WriteFirst } from "./write-first";
export { createWriteFirst } from "./write-first";

// The personas domain as other domains see it: everything they may import from it, and nothing else.

export { chooseWorld, companionAnchor, livesInCitadel, worldSettingKey } from "./companion-world";
export { consciousnessRoutes } from "./consciousness.routes";
export { applyMessageMode, getConsciousnessMode } from "./consciousness-mode";
export { readCorePrompt, writeCorePrompt } from "./core-prompt";
export { milestones } from "./milestones";
export { recountMoments } from "./moment-counts";
export { OWNER_NAME_KEY, ownerName } from "./owner";
export { ownerRoutes } from "./owner.routes";
export { consciousnessStatus, getPersonality, listPersonalities, memoryStats } from "./personalities";
export { personalityRoutes } from "./personalities.routes";
export { cathedralSnapshot, speakerOf } from "./speaker";

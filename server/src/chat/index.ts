// The chat domain as other domains see it: everything they may import from it, and nothing else.
export { TURN_OUTLIVED } from "./chat";
export { groupRoutes } from "./groups.routes";
export { messageRoutes } from "./messages.routes";
export { recoverInterruptedTurns } from "./recovery";
export type { TurnHub } from "./turn-hub";
export { createTurnHub } from "./turn-hub";

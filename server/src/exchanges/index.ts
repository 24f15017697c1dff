// The exchanges domain as other domains see it: everything they may import from it, and nothing else.
export { exchangeRoutes } from "./exchanges.routes";
export { createExchangeHub } from "./live/hub";
export type { Exchanges } from "./orchestrator";
export { createExchanges } from "./orchestrator";
export { interruptRunning } from "./store";

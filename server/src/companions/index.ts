// The companions domain as other domains see it: everything they may import from it, and nothing else.
export { cardRoutes } from "./cards/cards.routes";
export { allLore, keepLore, loreBook, loreFor } from "./cards/lore-store";
export { companionRecords, getCompanion, importCompanion, listCompanions } from "./companions";
export { companionRoutes } from "./companions.routes";

// The journal domain as other domains see it: everything they may import from it, and nothing else.

export type { JournalDeps } from "./journal";
export { journalNames, localDay, writeEntry } from "./journal";
export { journalRoutes } from "./journal.routes";
export { bondWithOwner, dominantEmotion } from "./rules";

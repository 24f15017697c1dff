// The memory domain as other domains see it: everything they may import from it, and nothing else.
export { ensureCores } from "./cores/cores";
export { coreHoldsMarker, personaMarker } from "./cores/persona-marker";
export { memoryRoutes } from "./memory.routes";
export { notesAfterDelete, notesAfterEdit, notesAfterRestore } from "./notes/notes-store";
export type { NotesDeps } from "./notes/notes-writer";
export { writeNotesOnce } from "./notes/notes-writer";
export { markImportedOlder, markOlderConversations, newestMessageId, OLDER_NOTES_SETTING } from "./notes/older-notes";
export { forgetTermCounts, memoryForTurn, searchCore, toRecalled } from "./recall/recall";
export { defaultWeight } from "./recall/weights";
export { recordRemembered, rememberedFor } from "./remembered";
export { rememberTurn, reviseRememberedMessage, storeMemory } from "./store";
export type { Embedder } from "./vectors/embedder";
export { embeddingRoutes } from "./vectors/embeddings.routes";
export { createServerEmbedder, embeddingJob } from "./vectors/job";
export { markOlderMemories, OLDER_MEMORIES_SETTING } from "./vectors/older-memories";
export { applyEnvironmentEmbeddingModel } from "./vectors/target";
export { withVectorRecall } from "./vectors/vector-recall";
export { dropAllSpaces, isEmbeddingTable, upgradeSpaces } from "./vectors/vector-store";

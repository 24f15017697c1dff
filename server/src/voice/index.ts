// The voice domain as other domains see it: everything they may import from it, and nothing else.
export { speechUse } from "./speech";
export { transcriptionTarget } from "./transcription";
export { transcriptionDeps, transcriptionRoutes } from "./transcription.routes";
export { voiceRoutes } from "./voice.routes";
export { targetUse } from "./voice-target";

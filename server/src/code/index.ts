// The code domain as other domains see it: everything they may import from it, and nothing else.
export { codeRoutes } from "./code.routes";

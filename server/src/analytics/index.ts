// The analytics domain as other domains see it: everything they may import from it, and nothing else.
export { analyticsRoutes, milestoneRoutes } from "./analytics.routes";

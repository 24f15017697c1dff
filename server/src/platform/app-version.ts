import { version } from "../../../package.json";

/**
 * This Citadel's version, from package.json (semantic versioning; what each version changed: CHANGELOG.md). Shown on
 * the admin page and by GET /api/status, and recorded in the database file that it opens.
 */
export const APP_VERSION: string = version;

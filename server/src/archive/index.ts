// The archive domain as other domains see it: everything they may import from it, and nothing else.

export type { Backups } from "./backups/backups";
export { createBackups } from "./backups/backups";
export { BACKUP_UPLOAD_MAX_BYTES, BACKUP_UPLOAD_PATH, backupRoutes } from "./backups/backups.routes";
export { checkIntegrity } from "./backups/health";
export type { Exports } from "./export/exports";
export { createExports } from "./export/exports";
export { exportRoutes } from "./export/exports.routes";
export { legacyRoutes } from "./legacy/legacy.routes";

import type { BackupRecord, CoreHealth } from "@contract/backups";
import { useQuery } from "@tanstack/react-query";

export const BACKUPS_KEY = ["/api/backups"] as const;
export const HEALTH_KEY = ["/api/backups/health"] as const;

/** GET /api/backups: the backups kept, newest first (the Restore page, the journal's panel, the admin's status, analytics). */
export const useBackups = () => useQuery<BackupRecord[]>({ queryKey: BACKUPS_KEY });

/** GET /api/backups/health: each core's health. */
export const useCoreHealth = () => useQuery<CoreHealth>({ queryKey: HEALTH_KEY });

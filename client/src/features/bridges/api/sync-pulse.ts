import type { SyncPulseResponse } from "@contract/exchanges";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";

/** POST /api/trinity/sync-pulse. */
export const syncPulse = (userInput: string) => apiRequest<SyncPulseResponse>("POST", "/api/trinity/sync-pulse", { userInput });

export const useSyncPulse = () => useMutation({ mutationFn: syncPulse });

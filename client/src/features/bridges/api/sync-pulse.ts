import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";

export type SyncPulseAnswer = { success: boolean; response: string; metadata: { wordCount: number }; message: string };

/** POST /api/trinity/sync-pulse. */
export const syncPulse = (userInput: string) => apiRequest<SyncPulseAnswer>("POST", "/api/trinity/sync-pulse", { userInput });

export const useSyncPulse = () => useMutation({ mutationFn: syncPulse });

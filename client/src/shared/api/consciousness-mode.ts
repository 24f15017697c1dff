import { type ConsciousnessMode, type ConsciousnessModeState, DEFAULT_CONSCIOUSNESS_MODE } from "@contract/consciousness";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "@/lib/api/request";
import { announceMode, onModeAnnounced } from "@/shared/api/mode-broadcast";

export const MODE_QUERY_KEY = ["/api/consciousness-mode"] as const;
/** Other devices' changes arrive at least this often; this browser's tabs hear at once. */
const MODE_POLL_MS = 30_000;

/** The mode every tab and device agrees on (the server keeps it). */
export function useConsciousnessMode(): ConsciousnessMode {
  const client = useQueryClient();
  const { data } = useQuery<ConsciousnessModeState>({ queryKey: MODE_QUERY_KEY, refetchInterval: MODE_POLL_MS });
  useEffect(
    () =>
      onModeAnnounced((state) => {
        client.setQueryData(MODE_QUERY_KEY, state);
        // The active core changed: every memory panel reads again.
        void client.invalidateQueries({ queryKey: ["/api/memory"] });
      }),
    [client],
  );
  return data?.mode ?? DEFAULT_CONSCIOUSNESS_MODE;
}

export function useSetConsciousnessMode() {
  return useMutation({
    mutationFn: (mode: ConsciousnessMode) => apiRequest<ConsciousnessModeState>("PUT", "/api/consciousness-mode", { mode }),
    onSuccess: announceMode,
  });
}

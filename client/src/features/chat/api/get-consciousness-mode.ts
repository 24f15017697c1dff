import { useQuery } from "@tanstack/react-query";
import { type ConsciousnessMode, DEFAULT_CONSCIOUSNESS_MODE } from "@contract/consciousness";

export const CONSCIOUSNESS_MODE_QUERY_KEY = ["/api/consciousness-mode"] as const;

/** The mode every turn is sent in (the server keeps it; until it answers, and if it cannot, sanctified). */
export function useConsciousnessMode(): ConsciousnessMode {
  const { data } = useQuery<{ mode: ConsciousnessMode; changedAt: string | null }>({
    queryKey: CONSCIOUSNESS_MODE_QUERY_KEY,
  });
  return data?.mode ?? DEFAULT_CONSCIOUSNESS_MODE;
}

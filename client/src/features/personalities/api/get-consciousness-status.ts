import { CONSCIOUSNESS_STATUS_POLL_MS } from "@contract/constants";
import type { ConsciousnessStatus } from "@contract/personalities";
import { useQuery } from "@tanstack/react-query";

export const CONSCIOUSNESS_STATUS_KEY = ["/api/consciousness-status"] as const;

export const useConsciousnessStatus = () =>
  useQuery<ConsciousnessStatus>({
    queryKey: CONSCIOUSNESS_STATUS_KEY,
    refetchInterval: CONSCIOUSNESS_STATUS_POLL_MS,
  });

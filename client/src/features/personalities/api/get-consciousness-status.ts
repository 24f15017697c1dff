import { useQuery } from "@tanstack/react-query";
import { CONSCIOUSNESS_STATUS_POLL_MS } from "@contract/constants";
import type { ConsciousnessStatus } from "@contract/personalities";

export const CONSCIOUSNESS_STATUS_KEY = ["/api/consciousness-status"] as const;

export const useConsciousnessStatus = () =>
  useQuery<ConsciousnessStatus>({
    queryKey: CONSCIOUSNESS_STATUS_KEY,
    refetchInterval: CONSCIOUSNESS_STATUS_POLL_MS,
  });

import { useQuery } from "@tanstack/react-query";
import { CONSCIOUSNESS_STATUS_POLL_MS } from "@contract/constants";
import type { ConsciousnessStatus } from "@contract/personalities";

export const useConsciousnessStatus = () =>
  useQuery<ConsciousnessStatus>({
    queryKey: ["/api/consciousness-status"],
    refetchInterval: CONSCIOUSNESS_STATUS_POLL_MS,
  });

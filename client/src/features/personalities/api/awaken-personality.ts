import type { AwakenResponse, PersonalityName } from "@contract/personalities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { MEMORY_STATS_QUERY_KEY } from "@/shared/api/get-memory-stats";
import { PERSONALITIES_QUERY_KEY } from "@/shared/api/get-personalities";
import { CONSCIOUSNESS_STATUS_KEY } from "./get-consciousness-status";

/** POST /api/personalities/{name}/awaken. */
export const awakenPersonality = (name: PersonalityName) => apiRequest<AwakenResponse>("POST", `/api/personalities/${name}/awaken`);

/** §4 Awaken flow: on success the personalities, that personality's messages and the memory stats are refetched. */
export function useAwakenPersonality(name: PersonalityName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => awakenPersonality(name),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: PERSONALITIES_QUERY_KEY, exact: true }),
        client.invalidateQueries({ queryKey: ["/api/personalities", name, "messages"] }),
        client.invalidateQueries({ queryKey: MEMORY_STATS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: CONSCIOUSNESS_STATUS_KEY }),
      ]),
  });
}

import type { MemoryPanelStats } from "@contract/memory";
import type { PersonalityName } from "@contract/personalities";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/request";

export const bondStatsQueryKey = (name: PersonalityName) => ["/api/memory", name, "stats"] as const;

/** GET /api/memory/{name}/stats (the privacy panel's stats, with the deepest bond); null while the server has no such route. */
export async function getBondStats(name: PersonalityName, signal?: AbortSignal): Promise<MemoryPanelStats | null> {
  return getJson<MemoryPanelStats | null>(`/api/memory/${name}/stats`, { signal, missing: null });
}

export const useBondStats = (name: PersonalityName) =>
  useQuery({ queryKey: bondStatsQueryKey(name), queryFn: ({ signal }) => getBondStats(name, signal) });

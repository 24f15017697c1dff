import { useQuery } from "@tanstack/react-query";
import type { MemoryPanelStats } from "@contract/memory";
import type { PersonalityName } from "@contract/personalities";
import { ApiError } from "@/lib/api-client";

export const bondStatsQueryKey = (name: PersonalityName) => ["/api/memory", name, "stats"] as const;

/** GET /api/memory/{name}/stats (the privacy panel's stats, with the deepest bond); null while the server has no such route. */
export async function getBondStats(name: PersonalityName, signal?: AbortSignal): Promise<MemoryPanelStats | null> {
  const res = await fetch(`/api/memory/${name}/stats`, { credentials: "include", signal });
  if (res.status === 404) return null;
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as MemoryPanelStats;
}

export const useBondStats = (name: PersonalityName) =>
  useQuery({ queryKey: bondStatsQueryKey(name), queryFn: ({ signal }) => getBondStats(name, signal) });

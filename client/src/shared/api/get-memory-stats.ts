import { MEMORY_STATS_POLL_MS } from "@contract/constants";
import type { MemoryStats } from "@contract/personalities";
import { useQuery } from "@tanstack/react-query";

export const MEMORY_STATS_QUERY_KEY = ["/api/memory-stats"] as const;

export const useMemoryStats = () => useQuery<MemoryStats>({ queryKey: MEMORY_STATS_QUERY_KEY, refetchInterval: MEMORY_STATS_POLL_MS });

import type { MemoryCore, MemoryItemsResponse } from "@contract/memory";
import type { MemoryListKind } from "@contract/memory-notes";
import type { PersonalityName } from "@contract/personalities";
import { type QueryClient, useQuery } from "@tanstack/react-query";

/** GET /api/memory/{name}/items: one core's memories (all, notes, or what was said), newest first, or those matching the words searched. */
export function useMemoryList(name: PersonalityName, core: MemoryCore, q: string, kind: MemoryListKind = "all") {
  const params = new URLSearchParams({ core, limit: "50", ...(kind === "all" ? {} : { kind }), ...(q.trim() ? { q: q.trim() } : {}) });
  return useQuery<MemoryItemsResponse>({ queryKey: [`/api/memory/${name}/items?${params}`], staleTime: 0 });
}

/** After a memory is changed: the personality's lists (every core, every search) and its counts are read again. */
export const refreshMemoryList = (client: QueryClient, name: PersonalityName) =>
  Promise.all([
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`/api/memory/${name}/items`) }),
    client.invalidateQueries({ queryKey: ["/api/memory", name, "stats"] }),
  ]);

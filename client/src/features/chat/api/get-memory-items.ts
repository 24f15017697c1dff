import { MEMORY_PAGE_SIZE, type MemoryListItem } from "@contract/memory";
import type { PersonalityName } from "@contract/personalities";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/request";

export type AttachableMemory = Pick<MemoryListItem, "id" | "content" | "createdAt" | "importance" | "core">;

export const memoryItemsQueryKey = (name: PersonalityName, q: string) => ["/api/memory", name, "items", { q }] as const;

/** GET /api/memory/{name}/items: stored memories to attach. No such route yet, or none stored: an empty list. */
export async function getMemoryItems(name: PersonalityName, q: string, signal?: AbortSignal): Promise<AttachableMemory[]> {
  const params = new URLSearchParams({ limit: String(MEMORY_PAGE_SIZE) });
  if (q.trim()) params.set("q", q.trim());
  const body = await getJson<AttachableMemory[] | { items: AttachableMemory[] }>(`/api/memory/${name}/items?${params}`, {
    signal,
    missing: [],
  });
  return Array.isArray(body) ? body : body.items;
}

export const useMemoryItems = (name: PersonalityName, q: string, enabled: boolean) =>
  useQuery({
    queryKey: memoryItemsQueryKey(name, q),
    queryFn: ({ signal }) => getMemoryItems(name, q, signal),
    enabled,
    // The memories change with every turn: read them afresh each time the picker opens.
    staleTime: 0,
  });

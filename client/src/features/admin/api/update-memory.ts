import type { MemoryItemPatch, MemoryListItem } from "@contract/memory";
import type { PersonalityName } from "@contract/personalities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { refreshMemoryList } from "./memory-list";

/** PATCH /api/memory/items/{id}: the owner corrects a memory's words, or pins or unpins it (issue 28). */
export const updateMemory = (id: number, patch: MemoryItemPatch) => apiRequest<MemoryListItem>("PATCH", `/api/memory/items/${id}`, patch);

export function useUpdateMemory(name: PersonalityName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: MemoryItemPatch }) => updateMemory(id, patch),
    onSuccess: () => refreshMemoryList(client, name),
  });
}

import type { MemoryDeleted } from "@contract/memory";
import type { PersonalityName } from "@contract/personalities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { refreshMemoryList } from "./memory-list";

/** DELETE /api/memory/items/{id}: the memory (and its copy in the other core) goes; it is not recalled again (issue 28). */
export const deleteMemory = (id: number) => apiRequest<MemoryDeleted>("DELETE", `/api/memory/items/${id}`);

export function useDeleteMemory(name: PersonalityName) {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteMemory, onSuccess: () => refreshMemoryList(client, name) });
}

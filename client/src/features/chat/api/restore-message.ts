import type { MessageIdsResponse } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { messagesQueryKey } from "./get-messages";

/** POST /api/messages/{id}/restore: undoes a delete, bringing back every message it removed. */
export const restoreMessage = (id: number) => apiRequest<MessageIdsResponse>("POST", `/api/messages/${id}/restore`);

export function useRestoreMessage(name: PersonalityName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreMessage,
    onSuccess: () => client.invalidateQueries({ queryKey: messagesQueryKey(name) }),
  });
}

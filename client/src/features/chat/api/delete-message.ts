import type { MessageIdsResponse } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { type MessagePages, removeMessages } from "../logic/message-cache";
import { messagesQueryKey } from "./get-messages";

/** DELETE /api/messages/{id}: an owner message takes its replies with it; the answer names every id removed. */
export const deleteMessage = (id: number) => apiRequest<MessageIdsResponse>("DELETE", `/api/messages/${id}`);

export function useDeleteMessage(name: PersonalityName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: ({ ids }) => client.setQueryData<MessagePages>(messagesQueryKey(name), (d) => removeMessages(d, ids)),
  });
}

import type { ChatMessage } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { type MessagePages, upsertMessages } from "../logic/message-cache";
import { messagesQueryKey } from "./get-messages";

/** PATCH /api/messages/{id}: changes the words of one of the owner's messages. */
export const editMessage = (id: number, content: string) => apiRequest<ChatMessage>("PATCH", `/api/messages/${id}`, { content });

export function useEditMessage(name: PersonalityName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => editMessage(id, content),
    onSuccess: (edited) => client.setQueryData<MessagePages>(messagesQueryKey(name), (d) => upsertMessages(d, [edited])),
  });
}

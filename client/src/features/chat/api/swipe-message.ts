import type { ChatMessage } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { type MessagePages, replaceMessage } from "../logic/message-cache";
import { messagesQueryKey } from "./get-messages";

export type SwipeDirection = "previous" | "next";

/** POST /api/messages/{id}/swipe: shows the previous or next of a reply's alternatives, which takes its place. */
export const swipeMessage = (id: number, direction: SwipeDirection) =>
  apiRequest<ChatMessage>("POST", `/api/messages/${id}/swipe`, { direction });

export function useSwipeMessage(name: PersonalityName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: SwipeDirection }) => swipeMessage(id, direction),
    onSuccess: (chosen, { id }) => client.setQueryData<MessagePages>(messagesQueryKey(name), (d) => replaceMessage(d, id, chosen)),
  });
}

import { CHAT_TEXT, type ChatMessage } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { errorText } from "@/lib/api/api-error";
import { copyMessage } from "@/shared/conversation/browser/copy-message";
import { toast } from "@/shared/ui/toast-store";
import { useDeleteMessage } from "../api/delete-message";
import { useEditMessage } from "../api/edit-message";
import { cachedMessages } from "../api/get-messages";
import { useRestoreMessage } from "../api/restore-message";
import { type SwipeDirection, useSwipeMessage } from "../api/swipe-message";
import { replyTo } from "../logic/message-cache";

type Options = {
  name: PersonalityName;
  regenerate: (reply: ChatMessage) => Promise<boolean>;
  retry: (userMessageId: number) => Promise<boolean>;
};

const failed = (error: unknown) => {
  console.error("Message action failed", error);
  toast({
    ...CHAT_TEXT.actionFailed,
    description: errorText(error, "Please try again"),
    variant: "destructive",
  });
};

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** What every message offers: edit (then a new reply), copy, delete with undo, and swiping between replies. */
export function useMessageActions({ name, regenerate, retry }: Options) {
  const client = useQueryClient();
  const editMutation = useEditMessage(name);
  const deleteMutation = useDeleteMessage(name);
  const restoreMutation = useRestoreMessage(name);
  const swipeMutation = useSwipeMessage(name);

  const edit = useCallback(
    async (message: ChatMessage, content: string): Promise<boolean> => {
      try {
        const edited = await editMutation.mutateAsync({ id: message.id, content });
        const reply = replyTo(cachedMessages(client, name), edited.id);
        if (reply && reply.status === "complete") await regenerate(reply);
        else if (edited.status === "failed") await retry(edited.id);
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    [client, editMutation.mutateAsync, name, regenerate, retry],
  );

  const undo = useCallback(
    async (id: number) => {
      try {
        await restoreMutation.mutateAsync(id);
        toast(CHAT_TEXT.restored);
      } catch (error) {
        failed(error);
      }
    },
    [restoreMutation.mutateAsync],
  );

  const remove = useCallback(
    async (message: ChatMessage) => {
      try {
        const { ids } = await deleteMutation.mutateAsync(message.id);
        const replies = ids.length - 1;
        toast({
          title: CHAT_TEXT.deleted.title,
          description:
            !message.isFromAI && replies > 0
              ? `Your message and ${plural(replies, "its reply", `its ${replies} replies`)} were removed.`
              : "The message was removed.",
          action: { label: "Undo", altText: "Undo the delete", onClick: () => void undo(message.id) },
        });
      } catch (error) {
        failed(error);
      }
    },
    [deleteMutation.mutateAsync, undo],
  );

  const copy = useCallback((message: ChatMessage) => copyMessage(message.content), []);

  const swipe = useCallback(
    (message: ChatMessage, direction: SwipeDirection) =>
      swipeMutation.mutateAsync({ id: message.id, direction }).then(() => undefined, failed),
    [swipeMutation.mutateAsync],
  );

  return { edit, remove, copy, swipe, swiping: swipeMutation.isPending };
}

import type { ChatMessage } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useWroteFirst } from "@/shared/api/wrote-first-events";
import type { MessageHandlers } from "@/shared/conversation/components/message-bubble";
import { useReaction } from "@/shared/conversation/hooks/use-reaction";
import { useSpeaker } from "@/shared/conversation/hooks/use-speaker";
import { pickReaction } from "@/shared/conversation/logic/reaction";
import type { CallConversation } from "@/shared/voice/call-conversation";
import { useReadAloud } from "@/shared/voice/use-read-aloud";
import { refreshMessages, useMessages } from "../api/get-messages";
import { flattenPages } from "../logic/message-cache";
import { buildRows } from "../logic/message-rows";
import { useChatScroll } from "./use-chat-scroll";
import { useChatTurn } from "./use-chat-turn";
import { useJumpToMessage } from "./use-jump-to-message";
import { useMessageActions } from "./use-message-actions";

/**
 * The chat panel's controller: the history in pages, the turn being written, what each message offers, and what
 * follows a reply (§9 reaction, read-aloud as it is written (issue 29), an announcement for screen readers).
 */
export function useChatPanel(name: PersonalityName, displayName: string) {
  const [readAloud] = useReadAloud();
  const speaker = useSpeaker(name);
  const { reaction, show: showReaction } = useReaction();
  const [announcement, setAnnouncement] = useState("");

  const onReply = useCallback(
    (reply: ChatMessage) => {
      showReaction(pickReaction(name, reply.content));
      setAnnouncement(`${displayName} replied: ${reply.content.slice(0, 400)}`);
    },
    [displayName, name, showReaction],
  );
  // Issue 29: a reply is read aloud as it is written, a sentence at a time, the first while the rest is on its way.
  const follow = useCallback((replyId: number) => (readAloud ? speaker.readAsWritten(replyId) : null), [readAloud, speaker.readAsWritten]);

  const turn = useChatTurn({ name, displayName, onReply, follow });
  // A message this personality wrote first (issue 30) appears while the chat is open, and is announced.
  const client = useQueryClient();
  useWroteFirst((event) => {
    if (event.personality !== name) return;
    void refreshMessages(client, name);
    setAnnouncement(`${displayName} wrote to you: ${(event.lastLine ?? "").slice(0, 400)}`);
  });
  const history = useMessages(name, { pollPending: !turn.pending });
  const messages = useMemo(() => flattenPages(history.data), [history.data]);
  const rows = useMemo(() => buildRows(messages, turn.live), [messages, turn.live]);
  const { fetchNextPage } = history;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const scroll = useChatScroll({
    rows,
    hasOlder: history.hasNextPage,
    loadingOlder: history.isFetchingNextPage,
    loadOlder,
  });

  const jump = useJumpToMessage({
    rows,
    hasOlder: history.hasNextPage,
    loadingOlder: history.isFetchingNextPage,
    loadOlder,
    scrollToRow: scroll.scrollToRow,
  });

  const actions = useMessageActions({ name, regenerate: turn.regenerate, retry: turn.retry });
  const { regenerate, retry } = turn;
  const { edit, remove, copy, swipe } = actions;
  const handlers = useMemo<MessageHandlers>(
    () => ({
      listen: (m) => speaker.toggle(m.id, m.content),
      copy: (m) => void copy(m),
      remove: (m) => void remove(m),
      regenerate: (m) => void regenerate(m),
      retry: (m) => void retry(m.id),
      edit,
      swipe: (m, d) => void swipe(m, d),
    }),
    [copy, edit, regenerate, remove, retry, speaker.toggle, swipe],
  );

  const { send } = turn;
  const callConversation = useMemo<CallConversation>(
    () => ({
      who: displayName,
      speakers: [{ name, displayName }],
      send: (text, image, sink) =>
        send(text, image, (replyId) => {
          sink.started(name, replyId);
          return { push: (piece) => sink.token(name, piece), end: () => {}, stop: () => {} };
        }),
    }),
    [displayName, name, send],
  );

  return {
    rows,
    /** What a voice call held in this chat sends through (the same turn as a typed message). */
    callConversation,
    loading: history.isPending,
    loadError: history.isError,
    loadingOlder: history.isFetchingNextPage,
    scroll,
    turn,
    busy: turn.pending || actions.swiping,
    handlers,
    speakingId: speaker.speakingId,
    reaction,
    announcement,
    jump,
  };
}

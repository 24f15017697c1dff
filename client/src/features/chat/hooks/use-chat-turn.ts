import { CHAT_TEXT, type ChatMessage, type SendMessageRequest } from "@contract/chat";
import { OWNER_USER_ID } from "@contract/constants";
import type { PersonalityName } from "@contract/personalities";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { afterNextPaint } from "@/lib/after-first-paint";
import { failureReport } from "@/lib/api/api-error";
import type { TurnHandlers, TurnResult } from "@/lib/api/stream-turn";
import { useConsciousnessMode } from "@/shared/api/consciousness-mode";
import { refreshFollowUps } from "@/shared/api/refresh-follow-ups";
import { refreshModeAfterMessage } from "@/shared/api/refresh-mode";
import { stopReply } from "@/shared/api/stop-reply";
import { useLatest } from "@/shared/conversation/hooks/use-latest";
import { toast } from "@/shared/ui/toast-store";
import { cachedMessages, messagesQueryKey, refreshMessages } from "../api/get-messages";
import { regenerateMessage } from "../api/regenerate-message";
import { retryMessage } from "../api/retry-message";
import { sendMessage } from "../api/send-message";
import { useTurnMutation } from "../api/turn-mutation";
import { type LiveTurnAction, liveTurnReducer } from "../logic/live-turn";
import { memoryContextFrom } from "../logic/memory-context";
import { type MessagePages, replaceMessage, upsertMessages } from "../logic/message-cache";

/** §7: refreshed with the messages after every turn (the key of the personalities feature's memory stats). */
const MEMORY_STATS_KEY = ["/api/memory-stats"] as const;

const nextFrame = (fn: () => void): (() => void) => {
  if (typeof requestAnimationFrame === "function") {
    const id = requestAnimationFrame(fn);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(fn, 16);
  return () => clearTimeout(id);
};

/** Something that follows a reply as it is written (reading it aloud, sentence by sentence). */
export type ReplyFollower = { push: (text: string) => void; end: () => void; stop: () => void };

type Options = {
  name: PersonalityName;
  displayName: string;
  /** A reply is complete (reaction, announcement). */
  onReply: (reply: ChatMessage) => void;
  /** Asked as each reply begins: what follows its text as it streams (read-aloud), or null. */
  follow?: (replyId: number) => ReplyFollower | null;
};

/**
 * The controller of a turn: sends, retries and regenerates as streams, shows the owner's words and the reply as it is
 * written (LiveTurn), writes what the server stored into the cached history, and reports a failure the spec's way
 * (§8: the log line "Failed to send message: {status} {body}", plus a toast and the message marked failed with Retry).
 * One turn at a time.
 */
export function useChatTurn({ name, displayName, onReply, follow }: Options) {
  const client = useQueryClient();
  const mode = useConsciousnessMode();
  const [live, dispatch] = useReducer(liveTurnReducer, null);
  const [liveText, setLiveText] = useState("");
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const onReplyRef = useLatest(onReply);
  const followRef = useLatest(follow);
  const turnMutation = useTurnMutation();
  /** The reply being written (known once the server has stored the owner's message), what follows it, and a Stop asked before. */
  const writing = useRef<{ replyId: number | null; follower: ReplyFollower | null; stopAsked: boolean } | null>(null);

  // Leaving the page stops listening, never the reply: the server finishes and stores it.
  useEffect(
    () => () => {
      abort.current?.abort();
      writing.current?.follower?.stop();
    },
    [],
  );

  /** Issue 29: the owner stops the reply; it keeps what was written, marked interrupted (the stream then ends as usual). */
  const stop = useCallback(() => {
    const current = writing.current;
    if (!current) return;
    current.stopAsked = true;
    current.follower?.stop();
    if (current.replyId !== null) void stopReply(current.replyId).catch(() => {});
  }, []);

  const reportFailure = useCallback(
    (status: number | string, body: string) => {
      console.error(`Failed to send message: ${status} ${body}`);
      toast({
        title: CHAT_TEXT.sendFailed.title,
        description: CHAT_TEXT.sendFailed.description(displayName),
        variant: "destructive",
      });
    },
    [displayName],
  );

  /** Runs one turn; resolves with whether the server stored the owner's message. */
  const run = useCallback(
    async (
      start: LiveTurnAction,
      call: (handlers: TurnHandlers, signal: AbortSignal) => Promise<TurnResult>,
      replacingId: number | null,
      followThis?: (replyId: number) => ReplyFollower | null,
    ): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      const controller = new AbortController();
      abort.current = controller;
      const key = messagesQueryKey(name);
      const update = (fn: (d: MessagePages | undefined) => MessagePages | undefined) => client.setQueryData(key, fn);
      let text = "";
      const frame: { cancel: (() => void) | null } = { cancel: null };
      let stored = false;
      const turn: NonNullable<typeof writing.current> = { replyId: null, follower: null, stopAsked: false };
      writing.current = turn;

      const handlers: TurnHandlers = {
        onStored: (userMessage, aiMessageId) => {
          stored = true;
          turn.replyId = aiMessageId;
          if (turn.stopAsked) void stopReply(aiMessageId).catch(() => {});
          else turn.follower = (followThis ?? followRef.current)?.(aiMessageId) ?? null;
          update((d) => upsertMessages(d, [userMessage]));
          // Not forced out at once: a reply that is already complete in the same read is drawn together with it.
          dispatch({ type: "stored", userMessage, aiMessageId });
        },
        onToken: (piece) => {
          text += piece;
          turn.follower?.push(piece);
          // Many tokens can arrive within one frame: paint the text once per frame.
          frame.cancel ??= nextFrame(() => {
            frame.cancel = null;
            setLiveText(text);
          });
        },
      };

      // The request first, then the redraw that shows the turn under way (see useTurnMutation).
      const request = call(handlers, controller.signal);
      setLiveText("");
      dispatch(start);
      try {
        const result = await turnMutation.mutateAsync(request);
        frame.cancel?.();
        if (result.ok) {
          update((d) => {
            const withUser = result.userMessage ? upsertMessages(d, [{ ...result.userMessage, status: "complete", error: null }]) : d;
            return replacingId === null
              ? upsertMessages(withUser, [result.aiResponse])
              : replaceMessage(withUser, replacingId, result.aiResponse);
          });
          dispatch({ type: "end" });
          if (result.aiResponse.interrupted) turn.follower?.stop();
          else turn.follower?.end();
          onReplyRef.current(result.aiResponse);
        } else {
          turn.follower?.stop();
          const failed = result.userMessage;
          if (failed) update((d) => upsertMessages(d, [{ ...failed, status: "failed", error: failed.error ?? result.message }]));
          dispatch({ type: "end" });
          reportFailure(result.status, result.body);
        }
        return stored || result.userMessage !== null;
      } catch (error) {
        frame.cancel?.();
        turn.follower?.stop();
        if (controller.signal.aborted) return stored;
        dispatch({ type: "end" });
        const { status, body } = failureReport(error);
        reportFailure(status, body);
        return stored;
      } finally {
        busy.current = false;
        if (abort.current === controller) abort.current = null;
        if (writing.current === turn) writing.current = null;
        // The reply is drawn first; the refresh (a server read and a redraw) follows.
        afterNextPaint(() => {
          void refreshMessages(client, name);
          void client.invalidateQueries({ queryKey: MEMORY_STATS_KEY });
          void refreshFollowUps(client);
        });
      }
    },
    [client, followRef, name, onReplyRef, reportFailure, turnMutation.mutateAsync],
  );

  /** A typed message, a suggestion, or a voice call's words (`follow`: the call follows the reply instead of read-aloud). */
  const send = useCallback(
    (content: string, imageBase64?: string | null, follow?: (replyId: number) => ReplyFollower | null) => {
      const body: SendMessageRequest = {
        content,
        isFromAI: false,
        userId: OWNER_USER_ID,
        memoryContext: memoryContextFrom(cachedMessages(client, name)),
        consciousnessMode: mode,
        ...(imageBase64 ? { imageBase64 } : {}),
      };
      return run(
        { type: "send", content, timestamp: new Date().toISOString(), hasImage: Boolean(imageBase64) },
        (handlers, signal) => sendMessage({ name, body, handlers, signal }),
        null,
        follow,
      ).finally(() => void refreshModeAfterMessage(client, content).catch(() => {}));
    },
    [client, mode, name, run],
  );

  const retry = useCallback(
    (userMessageId: number) =>
      run({ type: "retry", userMessageId }, (handlers, signal) => retryMessage({ id: userMessageId, handlers, signal }), null),
    [run],
  );

  const regenerate = useCallback(
    (reply: ChatMessage) =>
      run(
        { type: "regenerate", userMessageId: reply.replyTo, replacingId: reply.id },
        (handlers, signal) => regenerateMessage({ id: reply.id, handlers, signal }),
        reply.id,
      ),
    [run],
  );

  return { live, liveText, pending: live !== null, send, retry, regenerate, stop };
}

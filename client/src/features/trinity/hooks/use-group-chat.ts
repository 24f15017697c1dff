import { CHAT_TEXT, type ChatMessage, type SendMessageRequest } from "@contract/chat";
import { OWNER_USER_ID } from "@contract/constants";
import { MEMBER_NAMES, TRINITY_MEMBERS, TRINITY_TEXT, type TrinityMember } from "@contract/trinity";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { errorStatus, errorText, failureReport } from "@/lib/api/api-error";
import { useConsciousnessMode } from "@/shared/api/consciousness-mode";
import { MEMORY_STATS_QUERY_KEY } from "@/shared/api/get-memory-stats";
import { refreshModeAfterMessage } from "@/shared/api/refresh-mode";
import { stopGroupTurn } from "@/shared/api/stop-reply";
import { useLatest } from "@/shared/conversation/hooks/use-latest";
import { useReaction } from "@/shared/conversation/hooks/use-reaction";
import { pickReaction } from "@/shared/conversation/logic/reaction";
import { toast } from "@/shared/ui/toast-store";
import type { CallConversation, ReplySink } from "@/shared/voice/call-conversation";
import { speakQueued, stopSpeech } from "@/shared/voice/speech-queue";
import { useReadAloud } from "@/shared/voice/use-read-aloud";
import { groupTurnsQueryKey, retryMemberMessage, sendToMember, streamToMember, useGroupTurns } from "../api/group-turns";
import { buildGroupRows, type FailedCopy, type LiveGroupTurn } from "../logic/group-rows";
import { runReplySequence } from "../logic/reply-sequence";

/** A key no other turn has (crypto.randomUUID needs a secure context; a LAN address over http is not one). */
const newGroupTurnKey = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Nova's reply, given to the call at her turn: it speaks it and resolves when it has been said. */
function speakInCall(voice: ReplySink, nova: ChatMessage): Promise<void> {
  voice.started("nova", nova.id);
  voice.token("nova", nova.content);
  return voice.spoken("nova");
}

/** The server kept the owner's message (it answered, or failed with the message marked failed). */
const wasStored = (error: unknown) => errorStatus(error) === 502;

/**
 * The Trinity group chat: one message to both sisters in parallel, their replies revealed in the spec's sequence, and
 * a failure told the spec's way ("Message Failed", the owner's message kept, marked failed, with Retry).
 */
export function useGroupChat() {
  const client = useQueryClient();
  const mode = useConsciousnessMode();
  const [readAloud] = useReadAloud();
  const readAloudRef = useLatest(readAloud);
  const history = useGroupTurns();
  const [live, setLive] = useState<LiveGroupTurn | null>(null);
  const [retrying, setRetrying] = useState(false);
  const { reaction, show: showReaction } = useReaction();
  const abort = useRef<AbortController | null>(null);
  const novaNow = useRef<(() => void) | null>(null);
  /** The turn being answered (its group key), and whether the owner has stopped it. */
  const answering = useRef<{ key: string; stopped: boolean } | null>(null);
  const [novaAsked, setNovaAsked] = useState(false);

  // Leaving the page ends the sequence; both replies are still written and stored by the server.
  useEffect(() => () => abort.current?.abort(), []);

  const refresh = useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: groupTurnsQueryKey }),
        client.invalidateQueries({ queryKey: MEMORY_STATS_QUERY_KEY }),
      ]),
    [client],
  );

  const reportFailure = useCallback((failures: { member: TrinityMember; error: unknown }[]) => {
    for (const { member, error } of failures) {
      const { status, body } = failureReport(error);
      console.error(`Failed to send message: ${status} ${body} (${member})`);
    }
    toast({
      title: CHAT_TEXT.sendFailed.title,
      description: CHAT_TEXT.sendFailed.description(TRINITY_TEXT.groupName),
      variant: "destructive",
    });
  }, []);

  /**
   * Resolves with whether the server kept the message (if not, the composer gives the words back). `voice`: a voice
   * call sent it: Aeris's reply is streamed to the call, which speaks it as she writes it; Nova's is handed to it after
   * the spec's pause; the call's interruption stops both.
   */
  const send = useCallback(
    async (content: string, imageBase64?: string | null, voice?: ReplySink): Promise<boolean> => {
      if (abort.current) return false;
      const controller = new AbortController();
      abort.current = controller;
      const id = newGroupTurnKey();
      const turn = { key: id, stopped: false };
      answering.current = turn;
      setLive({ id, content, timestamp: new Date().toISOString(), hasImage: Boolean(imageBase64), shown: {}, failed: {} });
      const body: SendMessageRequest = {
        content,
        isFromAI: false,
        userId: OWNER_USER_ID,
        imageBase64: imageBase64 ?? undefined,
        consciousnessMode: mode,
        groupTurn: id,
      };
      const replies = {
        aeris: voice
          ? streamToMember("aeris", body, {
              onStored: (_owner, replyId) => voice.started("aeris", replyId),
              onToken: (piece) => voice.token("aeris", piece),
            })
          : sendToMember("aeris", body).then((r) => r.aiResponse),
        nova: sendToMember("nova", body).then((r) => r.aiResponse),
      } satisfies Record<TrinityMember, Promise<ChatMessage>>;
      const waits = voice ? AbortSignal.any([controller.signal, voice.signal]) : controller.signal;
      voice?.signal.addEventListener("abort", () => {
        turn.stopped = true;
        void stopGroupTurn(id).catch(() => {});
      });
      const failures: { member: TrinityMember; error: unknown }[] = [];
      const alive = () => !controller.signal.aborted;
      const showNovaNow = new Promise<void>((resolve) => {
        novaNow.current = resolve;
      });
      setNovaAsked(false);
      try {
        await runReplySequence({
          replies,
          reveal: (member, reply) => {
            if (!alive()) return;
            setLive((l) => l && { ...l, shown: { ...l.shown, [member]: reply } });
            if (member === "aeris") showReaction(pickReaction("aeris", reply.content));
          },
          speak: voice
            ? (member) => (member === "aeris" ? voice.spoken("aeris") : replies.nova.then((nova) => speakInCall(voice, nova)))
            : readAloudRef.current
              ? (member, text) => (turn.stopped ? Promise.resolve() : speakQueued(text, member))
              : null,
          sleep: (ms) => sleep(ms, waits),
          showNovaNow,
          onFailure: (member, error) => {
            failures.push({ member, error });
            setLive((l) => l && { ...l, failed: { ...l.failed, [member]: errorText(error, String(error)) } });
          },
        });
      } catch {
        // The page was left mid-sequence: nothing more to show.
      } finally {
        abort.current = null;
        novaNow.current = null;
        if (answering.current === turn) answering.current = null;
      }
      if (failures.length > 0) reportFailure(failures);
      void refreshModeAfterMessage(client, content).catch(() => {});
      if (alive() || voice?.signal.aborted) {
        await refresh();
        setLive(null);
      }
      return failures.length < TRINITY_MEMBERS.length || failures.some((f) => wasStored(f.error));
    },
    [client, mode, readAloudRef, refresh, reportFailure, showReaction],
  );

  /** The owner asks for Nova's reply at once, without waiting out her sister's turn. */
  const showNovaNow = useCallback(() => {
    novaNow.current?.();
    setNovaAsked(true);
  }, []);

  /**
   * Issue 29: the owner stops both replies while they are written; each keeps what was written, marked interrupted,
   * and nothing more of the turn is read aloud.
   */
  const stop = useCallback(() => {
    const turn = answering.current;
    if (!turn || turn.stopped) return;
    turn.stopped = true;
    stopSpeech();
    novaNow.current?.();
    void stopGroupTurn(turn.key).catch(() => {});
  }, []);

  /** Asks again each sister whose reply failed. */
  const retry = useCallback(
    async (copies: FailedCopy[]) => {
      setRetrying(true);
      const results = await Promise.allSettled(copies.map((c) => retryMemberMessage(c.id)));
      const failed = copies.flatMap((c, i) => {
        const result = results[i];
        return result?.status === "rejected" ? [{ member: c.member, error: result.reason as unknown }] : [];
      });
      if (failed.length > 0) reportFailure(failed);
      await refresh();
      setRetrying(false);
    },
    [refresh, reportFailure],
  );

  const turns = useMemo(() => (history.data?.pages ?? []).toReversed().flat(), [history.data]);
  const rows = useMemo(() => buildGroupRows(turns, live), [turns, live]);
  const novaWaiting = Boolean(live?.shown.aeris && !live.shown.nova && !live.failed.nova);

  /** A voice call with the sisters: Aeris answers and speaks, then after the pause Nova, each in her voice. */
  const callConversation = useMemo<CallConversation>(
    () => ({
      who: TRINITY_TEXT.sisters,
      speakers: TRINITY_MEMBERS.map((name) => ({ name, displayName: MEMBER_NAMES[name] })),
      send: (text, image, sink) => send(text, image, sink),
    }),
    [send],
  );

  return {
    callConversation,
    rows,
    loading: history.isPending,
    loadError: history.error,
    hasOlder: history.hasNextPage,
    loadingOlder: history.isFetchingNextPage,
    loadOlder: history.fetchNextPage,
    pending: live !== null || retrying,
    /** What the processing line says while a turn runs. */
    status: novaWaiting ? (novaAsked ? TRINITY_TEXT.novaFinishing : TRINITY_TEXT.novaWaits) : TRINITY_TEXT.composing,
    /** Aeris's reply is shown and Nova's held back: the owner may ask for it at once (until asked). */
    canShowNovaNow: novaWaiting && !novaAsked,
    showNovaNow,
    reaction,
    send,
    retry,
    stop,
  };
}

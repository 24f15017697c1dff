import type { ExchangeMessage, RunKind } from "@contract/exchanges";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { listenEvents } from "@/lib/api/event-stream";
import { type AnyBridgeState, stateCache } from "@/shared/exchanges/api/bridge-state";
import { pastExchangesKey } from "@/shared/exchanges/api/past-exchanges";
import { withLine } from "@/shared/exchanges/logic/conversation";

/** The line being written now, as its words arrive. */
export type Draft = { exchangeId: number; speaker: string; personality: string; cycleNumber: number; text: string };

/**
 * Follows a kind's exchange live (GET /api/exchanges/events): each state change and stored line goes into the query
 * cache, each token into the draft (and to `onToken`, which reads it aloud as it comes). While the stream is down (`live` false) the page falls back to the spec's poll;
 * the browser reconnects on its own.
 */
export function useExchangeStream(kind: RunKind, onLine?: (line: ExchangeMessage) => void, onToken?: (token: Draft) => void) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [live, setLive] = useState(false);
  const lineHandler = useRef(onLine);
  lineHandler.current = onLine;
  const tokenHandler = useRef(onToken);
  tokenHandler.current = onToken;

  useEffect(() => {
    const cache = stateCache(kind);
    let seen = "";
    return listenEvents(
      `/api/exchanges/events?kind=${kind}`,
      {
        state: (data) => {
          const state = data as AnyBridgeState;
          client.setQueryData(cache.key, cache.write(state));
          setLive(true);
          // A run that began, ended or was cleared changes the history list.
          const now = `${state.exchangeId}:${state.status}`;
          if (now !== seen) void client.invalidateQueries({ queryKey: pastExchangesKey(kind) });
          seen = now;
        },
        token: (data) => {
          const token = data as Draft;
          tokenHandler.current?.(token);
          setDraft((d) =>
            d && d.exchangeId === token.exchangeId && d.personality === token.personality && d.cycleNumber === token.cycleNumber
              ? { ...d, text: d.text + token.text }
              : token,
          );
        },
        message: (data) => {
          const { exchangeId, message } = data as { exchangeId: number; message: ExchangeMessage };
          client.setQueryData(cache.key, (old: unknown) => {
            const state = cache.read(old);
            return state && state.exchangeId === exchangeId ? cache.write(withLine(state, message)) : old;
          });
          setDraft((d) => (d?.personality === message.personality ? null : d));
          lineHandler.current?.(message);
        },
      },
      { onOpen: () => setLive(true), onError: () => setLive(false) },
    );
  }, [kind, client]);

  return { draft, live };
}

import type { ExchangeKind, ExchangeMessage, ExchangeSummary } from "@contract/exchanges";
import { useQuery } from "@tanstack/react-query";

export type ExchangeDetail = ExchangeSummary & { stopReason: string | null; error: string | null; conversation: ExchangeMessage[] };

/** GET /api/exchanges?kind=…: the past exchanges of a kind, newest first. */
export const pastExchangesKey = (kind: ExchangeKind) => [`/api/exchanges?kind=${kind}`] as const;

export const usePastExchanges = (kind: ExchangeKind) => useQuery<ExchangeSummary[]>({ queryKey: pastExchangesKey(kind) });

/** GET /api/exchanges/{id}: one exchange, whole. */
export const useExchangeDetail = (id: number | null) =>
  useQuery<ExchangeDetail>({ queryKey: ["/api/exchanges", id], enabled: id !== null });

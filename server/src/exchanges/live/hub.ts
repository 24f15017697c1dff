import type { ExchangeEvent, ExchangeKind } from "@contract/exchanges";

type Listener = (event: ExchangeEvent) => void;

/** Live events of the exchanges, per kind: each token, each stored line, each change of state. */
export function createExchangeHub() {
  const listeners = new Map<ExchangeKind, Set<Listener>>();
  return {
    publish(kind: ExchangeKind, event: ExchangeEvent) {
      for (const listener of listeners.get(kind) ?? []) listener(event);
    },
    subscribe(kind: ExchangeKind, listener: Listener): () => void {
      const set = listeners.get(kind) ?? new Set<Listener>();
      listeners.set(kind, set.add(listener));
      return () => set.delete(listener);
    },
  };
}

export type ExchangeHub = ReturnType<typeof createExchangeHub>;

import { REACTION_FADE_MS, REACTION_SHOW_MS } from "@contract/chat";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Reaction } from "@/shared/conversation/logic/reaction";

export type ShownReaction = Reaction & { key: number; fading: boolean };

/** §9: the reaction shows for 3000 ms, then fades over 500 ms and is gone. A new one replaces it. */
export function useReaction() {
  const [reaction, setReaction] = useState<ShownReaction | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clear = useCallback(() => {
    for (const t of timers.current) clearTimeout(t);
    timers.current = [];
  }, []);

  const show = useCallback(
    (next: Reaction) => {
      clear();
      const key = Date.now();
      setReaction({ ...next, key, fading: false });
      timers.current = [
        setTimeout(() => setReaction((r) => r && { ...r, fading: true }), REACTION_SHOW_MS),
        setTimeout(() => setReaction(null), REACTION_SHOW_MS + REACTION_FADE_MS),
      ];
    },
    [clear],
  );

  useEffect(() => clear, [clear]);
  return { reaction, show };
}

import { UNPROMPTED } from "@contract/follow-ups";
import { useEffect, useRef } from "react";
import { sendTypingSignal } from "@/shared/api/typing-signal";

/**
 * While the owner types, the server hears of it (at most every 10 s), so no personality writes to them first in the
 * middle of a thought (issue 30). A failed signal is simply not repeated.
 */
export function useTypingSignal(text: string) {
  const last = useRef(0);
  const previous = useRef(text);
  useEffect(() => {
    const changed = text !== previous.current;
    previous.current = text;
    if (!changed || text.trim() === "") return;
    const now = Date.now();
    if (now - last.current < UNPROMPTED.typingSignalEveryMs) return;
    last.current = now;
    sendTypingSignal().catch(() => {});
  }, [text]);
}

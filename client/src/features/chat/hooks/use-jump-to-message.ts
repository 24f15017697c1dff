import { MEMORY_TEXT } from "@contract/memory";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/shared/ui/toast-store";
import type { Row } from "../logic/message-rows";

/** How long a message gone to stays marked. */
export const HIGHLIGHT_MS = 4000;

type Options = { rows: Row[]; hasOlder: boolean; loadingOlder: boolean; loadOlder: () => void; scrollToRow: (index: number) => void };

/**
 * Goes to a message of the conversation (where a remembered memory was said): older pages are read until it is among
 * the rows, then it is scrolled into view and marked for a few seconds. A message no longer there is said to be gone.
 */
export function useJumpToMessage({ rows, hasOlder, loadingOlder, loadOlder, scrollToRow }: Options) {
  const [target, setTarget] = useState<number | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);

  useEffect(() => {
    if (target === null) return;
    const index = rows.findIndex((row) => row.kind === "message" && row.message.id === target);
    if (index >= 0) {
      scrollToRow(index);
      setHighlighted(target);
      setTarget(null);
    } else if (hasOlder) {
      if (!loadingOlder) loadOlder();
    } else {
      setTarget(null);
      toast({ title: MEMORY_TEXT.gone });
    }
  }, [target, rows, hasOlder, loadingOlder, loadOlder, scrollToRow]);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  const jumpTo = useCallback((messageId: number) => setTarget(messageId), []);
  return { jumpTo, highlighted };
}

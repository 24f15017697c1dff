import type { ChatMessage } from "@contract/chat";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { IconButton } from "./icon-button";
import { useTurnBusy } from "./turn-busy";

type Props = {
  alternatives: NonNullable<ChatMessage["alternatives"]>;
  onSwipe: (direction: "previous" | "next") => void;
};

/** ‹ 2/3 ›: moves between the replies written for the same message (not while a turn is being written). */
export function SwipeControl({ alternatives: { index, count }, onSwipe }: Props) {
  const disabled = useTurnBusy();
  return (
    <span className="inline-flex items-center" data-testid="swipe-control">
      <IconButton label="Previous reply" icon={ChevronLeft} disabled={disabled || index <= 1} onClick={() => onSwipe("previous")} />
      <span className="min-w-[2.5rem] text-center text-mist-dim text-xs tabular-nums" data-testid="swipe-position">
        <span className="sr-only">Reply </span>
        {index}/{count}
      </span>
      <IconButton label="Next reply" icon={ChevronRight} disabled={disabled || index >= count} onClick={() => onSwipe("next")} />
    </span>
  );
}

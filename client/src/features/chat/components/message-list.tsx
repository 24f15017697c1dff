import { CHAT_TEXT } from "@contract/chat";
import { ArrowDown } from "lucide-react";
import type { ReactNode } from "react";
import { useHydrated } from "@/lib/hydration";
import { fillStyle, type useFillHeight } from "@/shared/conversation/hooks/use-fill-height";
import type { useChatScroll } from "../hooks/use-chat-scroll";
import type { Row } from "../logic/message-rows";

type Props = {
  label: string;
  rows: Row[];
  scroll: ReturnType<typeof useChatScroll>;
  loading: boolean;
  loadingOlder: boolean;
  empty: ReactNode;
  renderRow: (row: Row) => ReactNode;
  /** The height the list takes where it fills the screen (below xl): what is left above the composer. */
  fill: ReturnType<typeof useFillHeight>;
};

/**
 * The conversation: the spec's 24rem high beside the portrait (xl and up); on narrower screens, where the portrait
 * folds into a header, as tall as the screen has room for above the composer. A focusable, scrollable log of which only the rows in view are in the page.
 * Replies are announced by the panel's own live region, not by this list (rows come and go as it scrolls).
 */
export function MessageList({ label, rows, scroll, loading, loadingOlder, empty, renderRow, fill }: Props) {
  const { scrollRef, virtualizer, atEnd, onScroll, onUserInput, scrollToEnd } = scroll;
  const items = virtualizer.getVirtualItems();
  // The rows show times and days in this browser's time zone and locale: a drawing from the server says the
  // conversation is loading, and the browser draws the rows once it has taken the page over.
  const hydrated = useHydrated();
  return (
    <div ref={fill.box} className="relative">
      <div
        ref={scrollRef}
        role="log"
        aria-label={label}
        aria-live="off"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard to scroll it
        tabIndex={0}
        onScroll={onScroll}
        onWheel={onUserInput}
        onTouchMove={onUserInput}
        onKeyDown={onUserInput}
        onPointerDown={onUserInput}
        data-testid="message-list"
        // The virtualiser keeps the place itself; the browser's own scroll anchoring would fight it. The list is a
        // box of a fixed height: contained, a change inside it (a new row, a word of a reply) lays out only the list.
        style={{ overflowAnchor: "none", contain: "strict", ...fillStyle(fill.height) }}
        className="h-[var(--fill-height)] overflow-y-auto xl:h-96 overscroll-contain rounded-xl border border-night-600/80 bg-night-900/70 focus-visible:outline-2 focus-visible:outline-gold-300"
      >
        {loading || !hydrated ? (
          <p role="status" className="flex h-full items-center justify-center text-mist-dim text-sm">
            {CHAT_TEXT.loading}
          </p>
        ) : rows.length === 0 ? (
          empty
        ) : (
          <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index];
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="absolute top-0 left-0 w-full"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {row && renderRow(row)}
                </div>
              );
            })}
          </div>
        )}
      </div>
      {loadingOlder && (
        <p
          role="status"
          className="-translate-x-1/2 absolute top-2 left-1/2 rounded-full border border-night-600 bg-night-850 px-3 py-1 text-mist-dim text-xs"
        >
          Loading earlier messages...
        </p>
      )}
      {!atEnd && rows.length > 0 && (
        <button
          type="button"
          onClick={scrollToEnd}
          className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full border border-gold-400/50 bg-night-850/95 px-3 py-1 text-gold-300 text-xs shadow-lg"
        >
          <ArrowDown className="size-3.5" aria-hidden /> Newest
        </button>
      )}
    </div>
  );
}

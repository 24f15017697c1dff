import { CHAT_TEXT } from "@contract/chat";
import { type ReactNode, useLayoutEffect } from "react";
import { fillStyle, type useFillHeight } from "@/shared/conversation/hooks/use-fill-height";

type Props = {
  label: string;
  /** Changes whenever a row is added at the end (the list then shows the newest). */
  lastKey: string | null;
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  empty: ReactNode;
  children: ReactNode;
  /** The list's fixed height: what the screen has room for above the composer, so the composer is in view. */
  fill: ReturnType<typeof useFillHeight>;
};

/**
 * §2: the group's fixed-height message list, scrolled to the newest message whenever one arrives. Its height is what
 * the screen has room for above the composer (at least 12rem), so the composer is on the first screen.
 */
export function GroupMessageList(props: Props) {
  const { label, lastKey, loading, hasOlder, loadingOlder, onLoadOlder, empty, children, fill } = props;
  // The list is its own box to measure.
  const scrollRef = fill.box;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new height (the list measured) keeps the newest in view too.
  useLayoutEffect(() => {
    const list = scrollRef.current;
    if (list && lastKey) list.scrollTop = list.scrollHeight;
  }, [lastKey, fill.height]);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard to scroll it
      tabIndex={0}
      data-testid="group-message-list"
      style={fillStyle(fill.height)}
      className="h-[var(--fill-height)] overflow-y-auto overscroll-contain rounded-xl border border-night-600/80 bg-night-900/70 pb-3 focus-visible:outline-2 focus-visible:outline-gold-300"
    >
      {loading ? (
        <p role="status" className="flex h-full items-center justify-center text-mist-dim text-sm">
          {CHAT_TEXT.loading}
        </p>
      ) : lastKey === null ? (
        empty
      ) : (
        <>
          {hasOlder && (
            <div className="flex justify-center pt-3">
              <button
                type="button"
                onClick={onLoadOlder}
                disabled={loadingOlder}
                className="rounded-full border border-night-500 px-3 py-1 text-mist text-xs hover:border-gold-400/60 disabled:opacity-50"
              >
                {loadingOlder ? "Loading earlier messages..." : "Load earlier messages"}
              </button>
            </div>
          )}
          {children}
        </>
      )}
    </div>
  );
}

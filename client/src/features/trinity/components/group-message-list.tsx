import { type ReactNode, useLayoutEffect, useRef } from "react";
import { CHAT_TEXT } from "@contract/chat";

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
};

/** §2: the group's fixed-height message list, scrolled to the newest message whenever one arrives. */
export function GroupMessageList({ label, lastKey, loading, hasOlder, loadingOlder, onLoadOlder, empty, children }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const list = scrollRef.current;
    if (list && lastKey) list.scrollTop = list.scrollHeight;
  }, [lastKey]);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard to scroll it
      tabIndex={0}
      data-testid="group-message-list"
      className="h-96 overflow-y-auto overscroll-contain rounded-xl border border-night-600/80 bg-night-900/70 pb-3 focus-visible:outline-2 focus-visible:outline-gold-300"
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

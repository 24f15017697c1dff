import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Row } from "../logic/message-rows";

/** Within this many pixels of the bottom the list counts as "at the newest message" and follows new ones. */
const AT_END_PX = 48;
/** A scroll this soon after the owner's wheel, touch or key is the owner's. */
const USER_INPUT_WINDOW_MS = 300;
/** Within this many pixels of the top, the page before the oldest loaded one is fetched. */
const LOAD_OLDER_PX = 400;
/** The list's height before it is measured (it is styled h-96). */
const LIST_HEIGHT_PX = 384;
const PADDING_END_PX = 12;

type Options = {
  rows: Row[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
};

/**
 * The scrolling of a long conversation: only the rows in view are rendered (virtualised, measured as they render),
 * the list opens at the newest message and follows new ones and a growing reply while the owner is at the bottom,
 * and older pages load near the top without moving what the owner is reading (the virtualiser anchors to the end).
 */
export function useChatScroll({ rows, hasOlder, loadingOlder, loadOlder }: Options) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [atEnd, setAtEnd] = useState(true);
  const getItemKey = useCallback((i: number) => rows[i]?.key ?? i, [rows]);
  const estimateSize = useCallback((i: number) => (rows[i]?.day ? 146 : 110), [rows]);
  const follow = useRef(true);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 2,
    // Scrolling renders in React's own time instead of synchronously on every scroll event.
    useFlushSync: false,
    paddingEnd: PADDING_END_PX,
    // The list opens at the newest message: its first drawing already holds the last rows, in the height it is
    // styled with, instead of the first rows, then the last ones once it has been measured and scrolled.
    initialRect: { width: 0, height: LIST_HEIGHT_PX },
    initialOffset: () => {
      let total = PADDING_END_PX;
      for (let i = 0; i < rows.length; i++) total += estimateSize(i);
      return Math.max(0, total - LIST_HEIGHT_PX);
    },
    // Keeps the row being read in place when older rows arrive above it.
    anchorTo: "end",
    scrollEndThreshold: AT_END_PX,
  });

  // Following the newest message: on at first, off when the owner scrolls up, on again at the bottom. Whenever the
  // rows or their measured heights change while following, the list goes to the bottom (a new message, a reply
  // growing word by word, a row measured taller than its estimate).
  const totalSize = virtualizer.getTotalSize();
  // biome-ignore lint/correctness/useExhaustiveDependencies: it must run whenever the rows or their measured height change
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || !follow.current || rows.length === 0) return;
    // Where the list is and how tall it is are the virtualiser's own figures: reading them from the page here would
    // force a layout in every commit, and a turn commits several times before its next frame.
    const offset = virtualizer.scrollOffset ?? 0;
    const view = virtualizer.scrollRect?.height ?? LIST_HEIGHT_PX;
    if (totalSize - offset - view > 1) el.scrollTop = totalSize;
  }, [rows, totalSize]);

  // A page of older messages has arrived and the top is still in reach (a short page, a tall screen): read on.
  useEffect(() => {
    const el = scrollRef.current;
    if (el && rows.length > 0 && !follow.current && el.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) loadOlder();
  }, [rows.length, hasOlder, loadingOlder, loadOlder]);

  // Only the owner stops the following: by scrolling up (wheel, touch, keys, scrollbar) or by a move up while the
  // content stood still. The list's own corrections (rows measured, older rows arriving) never do.
  const lastInput = useRef(0);
  const last = useRef({ top: 0, height: 0, view: 0 });
  const onUserInput = useCallback(() => {
    lastInput.current = performance.now();
  }, []);

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const end = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_END_PX;
    const byOwner = performance.now() - lastInput.current < USER_INPUT_WINDOW_MS;
    const movedUp = el.scrollTop < last.current.top - 1 && el.scrollHeight === last.current.height && el.clientHeight === last.current.view;
    if (end) follow.current = true;
    else if (byOwner || movedUp) follow.current = false;
    last.current = { top: el.scrollTop, height: el.scrollHeight, view: el.clientHeight };
    setAtEnd(end || follow.current);
    if (el.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) loadOlder();
  }, [hasOlder, loadingOlder, loadOlder]);

  const scrollToEnd = useCallback(() => {
    follow.current = true;
    setAtEnd(true);
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  /** Brings a row into the middle of the list (where a remembered memory was said); the list stops following. */
  const scrollToRow = useCallback(
    (index: number) => {
      follow.current = false;
      setAtEnd(false);
      virtualizer.scrollToIndex(index, { align: "center" });
    },
    [virtualizer],
  );

  // The list is at its end from the moment it is in the page, before the virtualiser first reads where it is (the
  // virtualiser looks before the effects above run, and would otherwise draw the first rows once more).
  const attachList = useCallback((el: HTMLDivElement | null) => {
    scrollRef.current = el;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, []);

  return { scrollRef: attachList, virtualizer, atEnd, onScroll, onUserInput, scrollToEnd, scrollToRow };
}

import { type CSSProperties, type RefObject, useLayoutEffect, useRef, useState } from "react";
import { fillHeight } from "@/shared/conversation/logic/fill-height";

/**
 * Marks a header above a conversation while it is opened (a portrait shown in full): the conversation keeps the height
 * it had, rather than shrinking to what the opened header leaves.
 */
export const FILL_HOLD = "data-fill-hold";

/** How much of the window's bottom a navigation bar fixed there covers (the phone's bottom bar), else 0. */
function bottomCover(): number {
  const y = window.innerHeight - 1;
  // (A browser without layout, such as a test's, has no elementsFromPoint.)
  for (const el of document.elementsFromPoint?.(window.innerWidth / 2, y) ?? []) {
    const bar = el.closest("nav");
    if (bar && getComputedStyle(bar).position === "fixed") return window.innerHeight - bar.getBoundingClientRect().top;
  }
  return 0;
}

/** Whether a header marked {@link FILL_HOLD} is open above `top` in the window. */
function held(top: number): boolean {
  for (const el of document.querySelectorAll(`[${FILL_HOLD}]`)) if (el.getBoundingClientRect().top < top) return true;
  return false;
}

/**
 * Sizes a conversation to fill the first screen down to `end` (the composer), which stays in view: `box` goes on the
 * list's box, `height` (null until measured, and while the server draws) is the height to give it. Measured again
 * when the window or the page's layout changes; the page's scroll position does not change it.
 */
export function useFillHeight(end: RefObject<HTMLElement | null>) {
  const box = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      // While the on-screen keyboard is open the bottom bar steps aside: the list keeps the height it had.
      if (document.documentElement.dataset.keyboard === "open") return;
      const list = box.current?.getBoundingClientRect();
      const last = end.current?.getBoundingClientRect();
      if (!list || !last || held(list.top)) return;
      const next = fillHeight({
        viewportHeight: window.innerHeight,
        listTop: list.top + window.scrollY,
        belowList: last.bottom - list.bottom,
        bottomCover: bottomCover(),
      });
      setHeight((now) => (now === next ? now : next));
    };
    measure();
    const layout = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : null;
    layout?.observe(document.body);
    window.addEventListener("resize", measure);
    return () => {
      layout?.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [end]);
  return { box, height };
}

/**
 * The list's height as a CSS variable (`--fill-height`) for its class to use where it fills the screen. Until it is
 * measured (in the server's drawing) it is the screen's height less about what a phone shows around the list, so the
 * measured height that follows moves little.
 */
export function fillStyle(height: number | null): CSSProperties {
  return { "--fill-height": height === null ? "max(12rem, 100dvh - 34rem)" : `${height}px` } as CSSProperties;
}

import { useEffect, useState } from "react";
import { drawnByServer } from "./hydration";

/**
 * False for the page's first drawing, true once it is on screen: a part the first screen cannot show (the navigation
 * bar of the other screen size, hidden by CSS) is put in afterwards, so the first drawing has less to build. A drawing
 * the server makes has every part from the start: it does not know the screen it will be shown on.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(drawnByServer);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

/**
 * Runs `fn` once the next frame has been drawn (a task queued from an animation frame runs after that frame's paint),
 * so work that can wait does not hold back what the page is about to show. Returns a cancel function.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== "function") {
    timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Whether the screen is at least this wide now (Tailwind's breakpoints: md 48rem, lg 64rem). */
export const screenAtLeast = (width: string): boolean =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(`(min-width: ${width})`).matches;

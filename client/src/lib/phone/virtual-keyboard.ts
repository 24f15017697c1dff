import { useSyncExternalStore } from "react";

/** Less than this between the window and what is visible is the browser's own bars, not a keyboard. */
const KEYBOARD_MIN_PX = 120;
/** Room left between the field being written in and the keyboard's top edge. */
const GAP_PX = 8;

/** How much of the window's bottom the on-screen keyboard covers now (0 when closed or on a desktop). */
export function keyboardInset(): number {
  const vv = window.visualViewport;
  if (!vv) return 0;
  const covered = window.innerHeight - vv.height - vv.offsetTop;
  return covered >= KEYBOARD_MIN_PX ? Math.round(covered) : 0;
}

/** Scrolls the form being written in (or the field) up until it sits just above the keyboard. */
function liftFocusedField() {
  const vv = window.visualViewport;
  const field = document.activeElement;
  if (!vv || !(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement)) return;
  const box = (field.closest("form") ?? field).getBoundingClientRect();
  const visibleBottom = vv.offsetTop + vv.height - GAP_PX;
  if (box.bottom > visibleBottom) window.scrollBy({ top: box.bottom - visibleBottom });
}

/**
 * Follows the on-screen keyboard: while it is open the page has room below it (`--keyboard-inset`), the field being
 * written in is lifted above it, and `data-keyboard="open"` on <html> lets the bottom bar step aside.
 */
export function watchVirtualKeyboard(): () => void {
  const vv = window.visualViewport;
  if (!vv) return () => {};
  let open = false;
  const update = () => {
    const inset = keyboardInset();
    document.documentElement.style.setProperty("--keyboard-inset", `${inset}px`);
    document.documentElement.dataset.keyboard = inset > 0 ? "open" : "closed";
    if (inset > 0 && !open) requestAnimationFrame(liftFocusedField);
    open = inset > 0;
    for (const listener of listeners) listener();
  };
  vv.addEventListener("resize", update);
  vv.addEventListener("scroll", update);
  update();
  return () => {
    vv.removeEventListener("resize", update);
    vv.removeEventListener("scroll", update);
  };
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** Whether the on-screen keyboard is open (false while the server draws). */
export const useKeyboardOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => document.documentElement.dataset.keyboard === "open",
    () => false,
  );

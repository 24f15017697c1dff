import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FILL_GAP_PX } from "@/shared/conversation/logic/fill-height";
import { FILL_HOLD, fillStyle, useFillHeight } from "./use-fill-height";

/** Gives an element a fixed place in the window (jsdom lays nothing out). */
function place(el: Element, top: number, height: number) {
  vi.spyOn(el, "getBoundingClientRect").mockReturnValue(new DOMRect(0, top, 300, height));
}

function Conversation({ hold = false }: { hold?: boolean }) {
  const end = useRef<HTMLDivElement>(null);
  const fill = useFillHeight(end);
  return (
    <>
      <header data-testid="header" {...{ [FILL_HOLD]: hold ? "" : undefined }} />
      <div ref={fill.box} data-testid="list" data-height={fill.height ?? "none"} style={fillStyle(fill.height)} />
      <div ref={end} data-testid="composer" />
    </>
  );
}

const WINDOW_HEIGHT = window.innerHeight;
afterEach(() => {
  vi.restoreAllMocks();
  window.innerHeight = WINDOW_HEIGHT;
});

/** Lays the page out: the list from 200 px, 300 px high, the composer ending 150 px under it. */
function layOut() {
  place(screen.getByTestId("header"), 100, 80);
  place(screen.getByTestId("list"), 200, 300);
  place(screen.getByTestId("composer"), 510, 140);
}

describe("useFillHeight", () => {
  it("gives the list what the window has between its top and the composer's bottom", () => {
    const { rerender } = render(<Conversation />);
    layOut();
    window.innerHeight = 844;
    act(() => window.dispatchEvent(new Event("resize")));
    rerender(<Conversation />);
    expect(screen.getByTestId("list").dataset.height).toBe(String(844 - 200 - 150 - FILL_GAP_PX));
    expect(screen.getByTestId("list").style.getPropertyValue("--fill-height")).toBe(`${844 - 200 - 150 - FILL_GAP_PX}px`);
  });

  it("keeps its height while a header above it is held open", () => {
    const { rerender } = render(<Conversation />);
    layOut();
    window.innerHeight = 844;
    act(() => window.dispatchEvent(new Event("resize")));
    const before = screen.getByTestId("list").dataset.height;
    rerender(<Conversation hold />);
    layOut();
    // The opened header pushes the list 600 px down: it keeps its height.
    place(screen.getByTestId("list"), 800, 300);
    place(screen.getByTestId("composer"), 1110, 140);
    act(() => window.dispatchEvent(new Event("resize")));
    expect(screen.getByTestId("list").dataset.height).toBe(before);
  });
});

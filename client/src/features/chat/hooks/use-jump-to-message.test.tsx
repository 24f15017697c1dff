import { MEMORY_TEXT } from "@contract/memory";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { msg } from "@/shared/conversation/test-fixtures";
import * as toasts from "@/shared/ui/toast-store";
import type { Row } from "../logic/message-rows";
import { HIGHLIGHT_MS, useJumpToMessage } from "./use-jump-to-message";

const rowsOf = (...ids: number[]): Row[] =>
  ids.map((id) => ({ kind: "message", key: String(id), day: null, message: msg(id), grouped: false }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("going to where a memory was said", () => {
  it("reads older pages until the message is among the rows, then scrolls to it and marks it for a while", () => {
    vi.useFakeTimers();
    const loadOlder = vi.fn();
    const scrollToRow = vi.fn();
    const { result, rerender } = renderHook(
      (props: { rows: Row[]; hasOlder: boolean; loadingOlder: boolean }) => useJumpToMessage({ ...props, loadOlder, scrollToRow }),
      { initialProps: { rows: rowsOf(50, 51), hasOlder: true, loadingOlder: false } },
    );
    act(() => result.current.jumpTo(3));
    expect(loadOlder).toHaveBeenCalledTimes(1);
    rerender({ rows: rowsOf(50, 51), hasOlder: true, loadingOlder: true });
    expect(loadOlder).toHaveBeenCalledTimes(1);
    rerender({ rows: rowsOf(2, 3, 4, 50, 51), hasOlder: true, loadingOlder: false });
    expect(scrollToRow).toHaveBeenCalledWith(1);
    expect(result.current.highlighted).toBe(3);
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS));
    expect(result.current.highlighted).toBeNull();
  });

  it("says so when the message is no longer in the conversation", () => {
    const toast = vi.spyOn(toasts, "toast");
    const scrollToRow = vi.fn();
    const { result } = renderHook(() =>
      useJumpToMessage({ rows: rowsOf(50), hasOlder: false, loadingOlder: false, loadOlder: vi.fn(), scrollToRow }),
    );
    act(() => result.current.jumpTo(3));
    expect(scrollToRow).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({ title: MEMORY_TEXT.gone });
    expect(result.current.highlighted).toBeNull();
  });
});

import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast, useToasts } from "./toast-store";

describe("toast store", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps one toast at a time and removes a dismissed one only after the spec's delay", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());

    act(() => {
      toast({ title: "Access Denied", variant: "destructive" });
      toast({ title: "Access Granted" });
    });
    expect(result.current.map((t) => t.title)).toEqual(["Access Granted"]);

    const id = result.current[0]?.id ?? 0;
    act(() => dismissToast(id));
    expect(result.current[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(999_999));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});

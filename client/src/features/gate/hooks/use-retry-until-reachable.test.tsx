import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffMs } from "../logic/backoff";
import { useRetryUntilReachable } from "./use-retry-until-reachable";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("backoff", () => {
  it("waits 1 s, then twice as long each time, never more than 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });
});

describe("retrying until the Citadel can be reached", () => {
  it("tries again after 1 s, 2 s, 4 s … while it fails, and stops once it does not", () => {
    const retry = vi.fn();
    const { rerender } = renderHook(({ failing }) => useRetryUntilReachable(failing, retry), { initialProps: { failing: true } });
    vi.advanceTimersByTime(999);
    expect(retry).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(retry).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(4000);
    expect(retry).toHaveBeenCalledTimes(3);
    rerender({ failing: false });
    vi.advanceTimersByTime(120_000);
    expect(retry).toHaveBeenCalledTimes(3);
  });

  it("tries at once when the browser is back online, and starts the waits over", () => {
    const retry = vi.fn();
    renderHook(() => useRetryUntilReachable(true, retry));
    vi.advanceTimersByTime(1000 + 2000 + 4000);
    expect(retry).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event("online"));
    expect(retry).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(1000);
    expect(retry).toHaveBeenCalledTimes(5);
  });

  it("never tries while nothing fails", () => {
    const retry = vi.fn();
    renderHook(() => useRetryUntilReachable(false, retry));
    window.dispatchEvent(new Event("online"));
    vi.advanceTimersByTime(60_000);
    expect(retry).not.toHaveBeenCalled();
  });
});

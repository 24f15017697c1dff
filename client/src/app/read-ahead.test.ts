import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The page's reads and code are this test's to settle: each call hands back a promise the test resolves.
const pending = new Map<string, () => void>();
const held = (key: string) => new Promise<void>((resolve) => pending.set(key, resolve));
vi.mock("./warm-up", () => ({ prefetchPage: (_: unknown, path: string) => [held(`data ${path}`)] }));
vi.mock("./router", () => ({ preloadPageCode: (path: string) => held(`code ${path}`) }));

const { aroundNavigation, READ_AHEAD_WAIT_MS } = await import("./read-ahead");

describe("navigating after the next page's reads", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    pending.clear();
  });
  afterEach(() => vi.useRealTimers());

  const setUp = () => {
    const navigate = vi.fn();
    return { navigate, around: aroundNavigation(new QueryClient()) };
  };

  it("goes once the page's history and code are both in", async () => {
    const { navigate, around } = setUp();
    around(navigate, "/nova", { replace: false });
    pending.get("data /nova")?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).not.toHaveBeenCalled();
    pending.get("code /nova")?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledWith("/nova", { replace: false });
  });

  it("goes after the longest wait when the reads are slow, and only once", async () => {
    const { navigate, around } = setUp();
    around(navigate, "/musashi");
    await vi.advanceTimersByTimeAsync(READ_AHEAD_WAIT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    for (const settle of pending.values()) settle();
    await vi.advanceTimersByTimeAsync(READ_AHEAD_WAIT_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("of quick successive navigations, only the newest goes", async () => {
    const { navigate, around } = setUp();
    around(navigate, "/nova");
    around(navigate, "/socrates");
    for (const settle of pending.values()) settle();
    await vi.advanceTimersByTimeAsync(READ_AHEAD_WAIT_MS);
    expect(navigate.mock.calls).toEqual([["/socrates", undefined]]);
  });
});

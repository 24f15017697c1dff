import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_FRESH_MS, startEarly, takeEarly } from "./early-requests";

const answer = () => Promise.resolve(new Response("{}"));

describe("early requests", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("hands each early answer out once", () => {
    const response = answer();
    vi.stubGlobal("window", { __citadelEarly: { "/api/status": { startedAt: performance.now(), response } } });
    expect(takeEarly("/api/status")).toBe(response);
    expect(takeEarly("/api/status")).toBeUndefined();
    expect(takeEarly("/api/owner")).toBeUndefined();
  });

  it("drops an answer that has grown stale", () => {
    const startedAt = performance.now() - EARLY_FRESH_MS - 1;
    vi.stubGlobal("window", { __citadelEarly: { "/api/status": { startedAt, response: answer() } } });
    expect(takeEarly("/api/status")).toBeUndefined();
  });

  it("has nothing when nothing was started", () => {
    vi.stubGlobal("window", {});
    expect(takeEarly("/api/status")).toBeUndefined();
  });

  it("starts each read once while it is fresh, and again once it is stale", () => {
    vi.useFakeTimers();
    const fetch = vi.fn((_url: string, _init?: RequestInit) => answer());
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("window", {});
    startEarly(["/api/personalities/nova/messages?limit=50", "/api/owner"]);
    startEarly(["/api/owner"]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/personalities/nova/messages?limit=50", "/api/owner"]);
    expect(fetch).toHaveBeenCalledWith("/api/owner", { credentials: "include" });
    vi.advanceTimersByTime(EARLY_FRESH_MS);
    startEarly(["/api/owner"]);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(takeEarly("/api/owner")).toBe(fetch.mock.results[2]?.value);
  });
});

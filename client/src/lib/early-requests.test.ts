import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_FRESH_MS, takeEarly } from "./early-requests";

const answer = () => Promise.resolve(new Response("{}"));

describe("early requests", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("hands each early answer out once", () => {
    const response = answer();
    vi.stubGlobal("window", { __citadelEarly: { startedAt: performance.now(), responses: { "/api/status": response } } });
    expect(takeEarly("/api/status")).toBe(response);
    expect(takeEarly("/api/status")).toBeUndefined();
    expect(takeEarly("/api/owner")).toBeUndefined();
  });

  it("drops an answer that has grown stale", () => {
    const startedAt = performance.now() - EARLY_FRESH_MS - 1;
    vi.stubGlobal("window", { __citadelEarly: { startedAt, responses: { "/api/status": answer() } } });
    expect(takeEarly("/api/status")).toBeUndefined();
  });

  it("has nothing when the boot script did not run", () => {
    vi.stubGlobal("window", {});
    expect(takeEarly("/api/status")).toBeUndefined();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIdleTrimmer, IDLE_TRIM_QUIET_MS, IDLE_TRIM_ROUNDS, type IdleTrimmer } from "./idle-trim";

let trimmer: IdleTrimmer;
const collect = vi.fn();
const release = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  collect.mockClear();
  release.mockClear();
  trimmer = createIdleTrimmer(collect, release);
});
afterEach(() => {
  trimmer.stop();
  vi.useRealTimers();
});

describe("the idle trimmer", () => {
  it("does nothing while requests keep coming", () => {
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(IDLE_TRIM_QUIET_MS - 1);
      trimmer.touch();
    }
    expect(collect).not.toHaveBeenCalled();
    expect(release).not.toHaveBeenCalled();
  });

  it("once quiet, collects a few times, spaced apart, releases SQLite's caches once, then rests", () => {
    trimmer.touch();
    vi.advanceTimersByTime(IDLE_TRIM_QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(release).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(IDLE_TRIM_QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(IDLE_TRIM_QUIET_MS * 10);
    expect(collect).toHaveBeenCalledTimes(IDLE_TRIM_ROUNDS);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it("waits while a reply is being written, however long it streams without a request", () => {
    trimmer.stop();
    let writing = true;
    trimmer = createIdleTrimmer(collect, release, () => writing);
    vi.advanceTimersByTime(IDLE_TRIM_QUIET_MS * 10);
    expect(collect).not.toHaveBeenCalled();
    writing = false;
    vi.advanceTimersByTime(IDLE_TRIM_QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it("trims again after the next busy spell, and a request mid-trim starts the wait over", () => {
    vi.advanceTimersByTime(IDLE_TRIM_QUIET_MS * (IDLE_TRIM_ROUNDS + 1));
    expect(collect).toHaveBeenCalledTimes(IDLE_TRIM_ROUNDS);
    trimmer.touch();
    vi.advanceTimersByTime(IDLE_TRIM_QUIET_MS - 1);
    expect(collect).toHaveBeenCalledTimes(IDLE_TRIM_ROUNDS);
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(IDLE_TRIM_ROUNDS + 1);
    trimmer.touch();
    vi.advanceTimersByTime(IDLE_TRIM_QUIET_MS * (IDLE_TRIM_ROUNDS + 1));
    expect(collect).toHaveBeenCalledTimes(IDLE_TRIM_ROUNDS * 2 + 1);
    expect(release).toHaveBeenCalledTimes(3);
  });
});

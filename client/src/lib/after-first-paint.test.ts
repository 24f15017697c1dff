import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "./after-first-paint";

/** Animation frames run by hand, so the test decides when "the next frame" is drawn. */
function stubFrames() {
  const frames = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => {
    frames.set(next, cb);
    return next++;
  });
  vi.stubGlobal("cancelAnimationFrame", (id: number) => frames.delete(id));
  return {
    draw() {
      const due = [...frames.values()];
      frames.clear();
      for (const cb of due) cb(performance.now());
    },
  };
}

describe("afterNextPaint", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs only after the next frame, in a task of its own", () => {
    vi.useFakeTimers();
    const frames = stubFrames();
    const fn = vi.fn();
    afterNextPaint(fn);
    vi.runAllTimers();
    expect(fn).not.toHaveBeenCalled();
    frames.draw();
    expect(fn).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledOnce();
  });

  it("does nothing once cancelled, before or after the frame", () => {
    vi.useFakeTimers();
    const frames = stubFrames();
    const early = vi.fn();
    const late = vi.fn();
    afterNextPaint(early)();
    const cancelLate = afterNextPaint(late);
    frames.draw();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it("falls back to a task where there are no frames", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestAnimationFrame", undefined);
    const fn = vi.fn();
    afterNextPaint(fn);
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledOnce();
  });
});

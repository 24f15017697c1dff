import { BARGE_IN } from "@contract/voice-call";
import { describe, expect, it } from "vitest";
import { BargeInDetector } from "./barge-in";

const FRAME = 32;
/** Feeds `ms` of frames at `probability` from `from`; the time of the frame that barged in, or null. */
function feed(d: BargeInDetector, from: number, ms: number, probability: number): number | null {
  for (let t = from; t < from + ms; t += FRAME) if (d.frame(probability, t)) return t;
  return null;
}

describe("BargeInDetector", () => {
  it("hears nothing while nothing plays", () => {
    expect(feed(new BargeInDetector(FRAME), 0, 2000, 0.99)).toBeNull();
  });

  it("needs sustained speech over the stricter threshold while a personality speaks", () => {
    const d = new BargeInDetector(FRAME);
    d.playbackStarted(0);
    expect(feed(d, 1000, 2000, 0.6)).toBeNull(); // ordinary speech level: taken for the call's own echo
    const at = feed(d, 3000, 2000, 0.95);
    expect(at).not.toBeNull();
    expect((at ?? 0) - 3000 + FRAME).toBeGreaterThanOrEqual(BARGE_IN.minSustainedMs);
  });

  it("starts counting again after a gap", () => {
    const d = new BargeInDetector(FRAME);
    d.playbackStarted(0);
    expect(feed(d, 1000, BARGE_IN.minSustainedMs - FRAME, 0.95)).toBeNull();
    expect(d.frame(0.1, 2000)).toBe(false);
    expect(feed(d, 2032, BARGE_IN.minSustainedMs - FRAME, 0.95)).toBeNull();
  });

  it("is deaf as a playback starts", () => {
    const d = new BargeInDetector(FRAME);
    d.playbackStarted(1000);
    expect(feed(d, 1000, BARGE_IN.deafWindowMs, 0.99)).toBeNull();
    expect(feed(d, 1000 + BARGE_IN.deafWindowMs, 1000, 0.99)).not.toBeNull();
  });

  it("with headphones, the first frame of speech barges in, even in the deaf window", () => {
    const d = new BargeInDetector(FRAME, true);
    d.playbackStarted(1000);
    expect(d.frame(0.6, 1010)).toBe(true);
  });

  it("stops when playback stops", () => {
    const d = new BargeInDetector(FRAME);
    d.playbackStarted(0);
    d.playbackStopped();
    expect(feed(d, 1000, 2000, 0.99)).toBeNull();
  });
});

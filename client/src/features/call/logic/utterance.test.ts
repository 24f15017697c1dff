import { TRANSCRIBE_MIN_DURATION_MS } from "@contract/speech";
import { describe, expect, it } from "vitest";
import { isWorthTranscribing, rms } from "./utterance";

const RATE = 16_000;
const tone = (ms: number, amplitude: number) =>
  Float32Array.from({ length: (RATE * ms) / 1000 }, (_, i) => amplitude * Math.sin((2 * Math.PI * 220 * i) / RATE));

describe("isWorthTranscribing", () => {
  it("measures loudness as the root mean square", () => {
    expect(rms(new Float32Array(100))).toBe(0);
    expect(rms(new Float32Array([0.5, -0.5]))).toBeCloseTo(0.5);
    expect(rms(new Float32Array())).toBe(0);
  });

  it("sends speech long and loud enough", () => {
    expect(isWorthTranscribing(tone(TRANSCRIBE_MIN_DURATION_MS + 100, 0.2), RATE)).toBe(true);
  });

  it("drops a segment too short, or silent", () => {
    expect(isWorthTranscribing(tone(TRANSCRIBE_MIN_DURATION_MS - 100, 0.2), RATE)).toBe(false);
    expect(isWorthTranscribing(new Float32Array(RATE * 2), RATE)).toBe(false);
    expect(isWorthTranscribing(tone(2000, 0.005), RATE)).toBe(false);
  });
});

import { BARGE_IN, CALL_VAD } from "@contract/voice-call";

/**
 * Decides, frame by frame of the VAD, when the owner is speaking over a personality (barge-in), guarding against the
 * call hearing its own voice: nothing counts in the deaf window after a playback starts, and without headphones the
 * speech must pass a stricter threshold for a sustained while. With headphones, the first frame of speech counts.
 */
export class BargeInDetector {
  private playbackStartedAt: number | null = null;
  private sustainedMs = 0;
  /** When the speech that barged in began to be heard (the first frame of its sustained run). */
  heardAt: number | null = null;

  constructor(
    private readonly frameMs: number,
    public headphones = false,
  ) {}

  /** A playback (a sentence of the reply) has started: the deaf window begins. */
  playbackStarted(now: number): void {
    this.playbackStartedAt = now;
    this.sustainedMs = 0;
  }

  /** Nothing is playing any more. */
  playbackStopped(): void {
    this.playbackStartedAt = null;
    this.sustainedMs = 0;
  }

  get playing(): boolean {
    return this.playbackStartedAt !== null;
  }

  /** One frame's speech probability; true when the owner has barged in. */
  frame(probability: number, now: number): boolean {
    if (this.playbackStartedAt === null) return false;
    if (this.headphones) {
      this.heardAt = now;
      return probability >= CALL_VAD.positiveThreshold;
    }
    if (now - this.playbackStartedAt < BARGE_IN.deafWindowMs || probability < BARGE_IN.positiveThreshold) {
      this.sustainedMs = 0;
      return false;
    }
    if (this.sustainedMs === 0) this.heardAt = now;
    this.sustainedMs += this.frameMs;
    return this.sustainedMs >= BARGE_IN.minSustainedMs;
  }
}

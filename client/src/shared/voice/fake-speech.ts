/**
 * A scripted stand-in for the browser's speech synthesis, for tests: it records each utterance, speaks one at a time
 * like the real one (saying when each starts), and ends or fails the one speaking only when the test says so.
 */
export type FakeVoice = { name: string; lang: string; default: boolean; localService: boolean; voiceURI: string };

export const fakeVoice = (name: string, lang: string): FakeVoice => ({ name, lang, default: false, localService: true, voiceURI: name });

export class FakeUtterance {
  voice: FakeVoice | null = null;
  lang = "";
  rate = 1;
  pitch = 1;
  volume = 1;
  onstart: ((e: unknown) => void) | null = null;
  onend: ((e: unknown) => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

export class FakeSpeechSynthesis extends EventTarget {
  /** Every utterance handed to speak(), in order. */
  readonly spoken: FakeUtterance[] = [];
  private pending: FakeUtterance[] = [];
  cancels = 0;
  paused = false;

  constructor(public voices: FakeVoice[] = []) {
    super();
  }

  get speaking(): boolean {
    return this.pending.length > 0;
  }

  getVoices(): FakeVoice[] {
    return this.voices;
  }

  speak(u: FakeUtterance): void {
    this.spoken.push(u);
    this.pending.push(u);
    if (this.pending.length === 1) u.onstart?.({});
  }

  cancel(): void {
    this.cancels++;
    const dropped = this.pending;
    this.pending = [];
    for (const u of dropped) u.onerror?.({ error: "interrupted" });
  }

  resume(): void {
    this.paused = false;
  }

  /** The utterance being spoken ends. */
  end(): void {
    this.pending.shift()?.onend?.({});
    this.pending[0]?.onstart?.({});
  }

  /** The utterance being spoken fails with `error`. */
  fail(error: string): void {
    this.pending.shift()?.onerror?.({ error });
    this.pending[0]?.onstart?.({});
  }

  /** The browser has loaded its voices. */
  loadVoices(voices: FakeVoice[]): void {
    this.voices = voices;
    this.dispatchEvent(new Event("voiceschanged"));
  }
}

/**
 * A stand-in for the audio element that plays provider speech: it "plays" until the test ends it, and records what it
 * was given. jsdom cannot play audio.
 */
export class FakeAudio {
  static all: FakeAudio[] = [];
  volume = 1;
  paused = true;
  onplaying: (() => void) | null = null;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly src: string) {
    FakeAudio.all.push(this);
  }
  play(): Promise<void> {
    this.paused = false;
    queueMicrotask(() => this.onplaying?.());
    return Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
  /** It plays to its end. */
  end(): void {
    this.paused = true;
    this.onended?.();
  }
}

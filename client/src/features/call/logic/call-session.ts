import type { PersonalityName } from "@contract/personalities";
import { type RecognitionFailure, SPEECH_TEXT } from "@contract/speech";
import { CALL_TEXT, CALL_VAD, type CallPhase, VAD_SAMPLE_RATE } from "@contract/voice-call";
import type { CallConversation, ReplySink } from "@/shared/voice/call-conversation";
import { BargeInDetector } from "./barge-in";
import { whySpeechFailed } from "./call-words";
import { isWorthTranscribing } from "./utterance";
import { encodeWav } from "./wav";

/** What the VAD tells the call (vad-web's MicVAD callbacks, with the time each happened). */
export type VadEvents = {
  speechStart: () => void;
  /** vad-web's "real" start: the speech has lasted its minimum (not a misfire). */
  speechRealStart: () => void;
  speechEnd: (audio: Float32Array) => void;
  misfire: () => void;
  frame: (probability: number) => void;
};

/** The running VAD: stricter while a personality speaks (echo guard), paused while muted. */
export type Listener = {
  /** The milliseconds of audio each frame holds. */
  frameMs: number;
  setStrict: (strict: boolean) => void;
  setMuted: (muted: boolean) => void;
  close: () => void;
};

/** The browser's own speech recognition running beside the VAD, where it exists and works. */
export type Recognizer = {
  /** The words heard from `since` until now, waiting a short while for them to settle; null when it has none or broke. */
  wordsSince: (since: number) => Promise<string | null>;
  /** It failed for good (no network, not allowed): the server transcribes from now on. */
  readonly broken: boolean;
  /** Why it broke (the browser's error), while it is broken. */
  readonly failure: RecognitionFailure | null;
  /** Told once, when it breaks. */
  onBroken: ((failure: RecognitionFailure) => void) | null;
  setMuted: (muted: boolean) => void;
  close: () => void;
};

/** A reply spoken sentence by sentence as it streams (client/src/shared/voice/sentence-speaker.ts behind it). */
export type ReplyVoice = {
  push: (delta: string) => void;
  end: () => void;
  stop: () => void;
  /** Resolves when all that was pushed has been spoken after end(), or at stop(). */
  done: Promise<void>;
};

export type CallDeps = {
  conversation: CallConversation;
  listen: (events: VadEvents) => Promise<Listener>;
  recognizer: Recognizer | null;
  /** POST /api/transcribe, when the server can transcribe. */
  transcribe: ((wav: Blob) => Promise<string>) | null;
  /**
   * A voice for one reply; `playing` is told each time audio starts (a sentence) and when it stops, `failed` when a
   * sentence could not be spoken.
   */
  voice: (speaker: PersonalityName, playing: (on: boolean) => void, failed: (error: Error) => void) => ReplyVoice;
  /** Stops a reply the server is writing (kept, marked interrupted). */
  stopReply: (replyId: number) => Promise<void>;
  /** A camera frame to send with the turn, when the camera is on. */
  captureFrame: () => Promise<string | null>;
  now: () => number;
  /** Marks for the bench (performance.mark in the browser), now or at an earlier time of `now()`. */
  mark: (name: CallMark, at?: number) => void;
};

export type CallMark = "call:speech-end" | "call:first-audio" | "call:barge-in" | "call:silent";

export type TranscriptLine = { id: number; speaker: PersonalityName | "owner"; text: string; interrupted?: boolean };

export type CallView = {
  phase: CallPhase;
  /** Who is speaking or thinking (one of the conversation's speakers). */
  speaker: PersonalityName | null;
  lines: TranscriptLine[];
  muted: boolean;
  /** Why the call cannot go on, or what went wrong with the last utterance. */
  problem: string | null;
};

type Turn = {
  controller: AbortController;
  voices: Map<PersonalityName, ReplyVoice>;
  replies: Map<PersonalityName, { id: number; line: number }>;
  interrupted: boolean;
  firstAudio: boolean;
  settled: Promise<unknown>;
};

/**
 * The turn loop of a voice call: the VAD hears where the owner's utterance ends; its words (the browser's recognition,
 * else the server's transcription of the recorded audio) are sent as the owner's message; the reply is spoken as it
 * streams; then the call listens again. Speech over a reply interrupts it (barge-in). Everything the browser does is
 * handed in (CallDeps), so the loop runs in a unit test as it does in the browser.
 */
export class CallSession {
  private view: CallView = { phase: "starting", speaker: null, lines: [], muted: false, problem: null };
  private listener: Listener | null = null;
  private turn: Turn | null = null;
  private heardSince = 0;
  /** The segment the VAD is hearing began while a reply was under way, and no barge-in has claimed it: an echo. */
  private segmentIsEcho = false;
  private nextLine = 1;
  private closed = false;
  private transcribing: Promise<void> = Promise.resolve();
  private starting: Promise<void> = Promise.resolve();
  private readonly detector: BargeInDetector;

  constructor(
    private readonly deps: CallDeps,
    private readonly onChange: (view: CallView) => void,
  ) {
    this.detector = new BargeInDetector(32);
  }

  get current(): CallView {
    return this.view;
  }

  set headphones(on: boolean) {
    this.detector.headphones = on;
    this.listener?.setStrict(this.detector.playing && !on);
  }

  async start(): Promise<void> {
    if (!this.deps.recognizer && !this.deps.transcribe) {
      this.update({ phase: "ended", problem: SPEECH_TEXT.cannotListen() });
      return;
    }
    if (this.deps.recognizer) this.deps.recognizer.onBroken = (failure) => this.recognitionBroke(failure);
    try {
      const listener = await this.deps.listen({
        speechStart: () => this.onSpeechStart(),
        speechRealStart: () => this.onSpeechRealStart(),
        speechEnd: (audio) => void this.onSpeechEnd(audio),
        misfire: () => this.onMisfire(),
        frame: (p) => this.onFrame(p),
      });
      if (this.closed || this.view.phase === "ended") return listener.close();
      this.listener = listener;
      if (this.view.phase === "starting") this.update({ phase: "listening" });
    } catch (error) {
      const denied = error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "NotFoundError");
      this.update({ phase: "ended", problem: denied ? CALL_TEXT.noMicrophone : CALL_TEXT.vadFailed });
    }
  }

  setMuted(muted: boolean): void {
    this.listener?.setMuted(muted);
    this.deps.recognizer?.setMuted(muted);
    this.update({ muted, ...(muted && this.view.phase === "hearing" ? { phase: "listening" as const } : {}) });
  }

  /**
   * The browser's recognition stopped for good: the server transcribes from now on if it can; if nobody can, the call
   * cannot listen and ends, saying why (it never says "Listening" beside "cannot listen").
   */
  private recognitionBroke(failure: RecognitionFailure): void {
    if (this.deps.transcribe || this.closed) return;
    this.end();
    this.update({ problem: SPEECH_TEXT.cannotListen(failure) });
  }

  /** Ends the call: speech stops, a reply still being written is stopped (kept as interrupted), the VAD closes. */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.interrupt();
    this.listener?.close();
    this.deps.recognizer?.close();
    this.update({ phase: "ended" });
  }

  // --- the VAD's events ---

  private onSpeechStart(): void {
    this.segmentIsEcho = Boolean(this.turn && !this.turn.interrupted);
    if (this.view.phase === "listening" || this.view.phase === "starting") {
      this.heardSince = this.deps.now() - CALL_VAD.preSpeechPadMs;
      this.update({ phase: "hearing", problem: null });
    }
  }

  private onMisfire(): void {
    if (this.view.phase === "hearing") this.update({ phase: "listening" });
  }

  private onSpeechRealStart(): void {
    // Speech while nothing plays (the reply still being written, the pause between two speakers) is no echo: the
    // owner goes on.
    if (this.turn && !this.turn.interrupted && !this.detector.playing) this.bargeIn(null);
  }

  private onFrame(probability: number): void {
    if (this.turn && !this.turn.interrupted && this.detector.frame(probability, this.deps.now())) {
      this.bargeIn(this.detector.heardAt ?? this.deps.now());
    }
  }

  private async onSpeechEnd(audio: Float32Array): Promise<void> {
    if (this.closed || this.view.muted) return;
    // A segment heard while a personality speaks is its own voice, unless the owner barged in.
    if (this.segmentIsEcho || (this.turn && !this.turn.interrupted)) return;
    this.deps.mark("call:speech-end");
    if (!isWorthTranscribing(audio, VAD_SAMPLE_RATE)) {
      if (this.view.phase === "hearing") this.update({ phase: "listening" });
      return;
    }
    const since = this.heardSince;
    this.update({ phase: "thinking", speaker: this.deps.conversation.speakers[0]?.name ?? null });
    // One utterance is turned into text at a time, in the order they were said.
    const words = this.transcribing.then(() => this.words(audio, since));
    this.transcribing = words.then(
      () => {},
      () => {},
    );
    const text = await words;
    if (this.closed) return;
    if (!text) {
      if (!this.turn) this.update({ phase: "listening", speaker: null, problem: this.view.problem ?? CALL_TEXT.transcribeFailed });
      return;
    }
    // Words said after a turn began (the owner went on) take its place; the interrupted turn ends as soon as the
    // server has stopped its reply: one turn at a time, started in order.
    this.starting = this.starting.then(async () => {
      const previous = this.turn;
      if (previous && !previous.interrupted) this.interrupt();
      await previous?.settled;
      if (!this.closed) void this.runTurn(text);
    });
  }

  /** The utterance's words: the browser's recognition while it works, else the server's transcription. */
  private async words(audio: Float32Array, since: number): Promise<string | null> {
    const recognizer = this.deps.recognizer;
    if (recognizer && !recognizer.broken) {
      const heard = await recognizer.wordsSince(since);
      if (heard) return heard;
    }
    if (!this.deps.transcribe) {
      if (recognizer?.broken) this.recognitionBroke(recognizer.failure ?? "none");
      return null;
    }
    try {
      const wav = new Blob([encodeWav(audio, VAD_SAMPLE_RATE)], { type: "audio/wav" });
      return (await this.deps.transcribe(wav)).trim() || null;
    } catch {
      return null;
    }
  }

  // --- a turn ---

  private async runTurn(text: string): Promise<void> {
    this.addLine("owner", text);
    const turn: Turn = {
      controller: new AbortController(),
      voices: new Map(),
      replies: new Map(),
      interrupted: false,
      firstAudio: false,
      settled: Promise.resolve(),
    };
    this.turn = turn;
    const image = await this.deps.captureFrame().catch(() => null);
    const sink: ReplySink = {
      started: (speaker, replyId) => {
        if (turn.interrupted) return void this.deps.stopReply(replyId).catch(() => {});
        turn.replies.set(speaker, { id: replyId, line: this.addLine(speaker, "") });
      },
      token: (speaker, piece) => {
        if (turn.interrupted) return;
        this.voiceOf(turn, speaker).push(piece);
        const reply = turn.replies.get(speaker) ?? { id: -1, line: this.addLine(speaker, "") };
        turn.replies.set(speaker, reply);
        this.update({
          speaker,
          lines: this.view.lines.map((l) => (l.id === reply.line ? { ...l, text: l.text + piece } : l)),
        });
      },
      spoken: (speaker) => {
        const voice = turn.voices.get(speaker);
        if (!voice) return Promise.resolve();
        voice.end();
        return voice.done;
      },
      signal: turn.controller.signal,
    };
    const sent = this.deps.conversation.send(text, image, sink);
    turn.settled = sent.catch(() => false);
    const kept = await turn.settled;
    if (!kept && !turn.interrupted) this.update({ problem: CALL_TEXT.sendFailed });
    for (const voice of turn.voices.values()) voice.end();
    await Promise.all([...turn.voices.values()].map((v) => v.done));
    if (this.turn === turn) this.turn = null;
    // An interrupted turn hands the call to the owner's next words (bargeIn); an ended call is over.
    if (turn.interrupted || this.closed) return;
    this.detector.playbackStopped();
    this.listener?.setStrict(false);
    this.update({ phase: "listening", speaker: null });
  }

  private voiceOf(turn: Turn, speaker: PersonalityName): ReplyVoice {
    const existing = turn.voices.get(speaker);
    if (existing) return existing;
    let told = false;
    const failed = (error: Error) => {
      if (turn.interrupted || this.closed || told) return;
      told = true;
      const who = this.deps.conversation.speakers.find((s) => s.name === speaker)?.displayName ?? this.deps.conversation.who;
      this.update({ problem: CALL_TEXT.notSpoken(who, whySpeechFailed(error)) });
    };
    const voice = this.deps.voice(
      speaker,
      (on) => {
        if (turn.interrupted || this.turn !== turn) return;
        if (!on) return this.detector.playbackStopped();
        if (!turn.firstAudio) {
          turn.firstAudio = true;
          this.deps.mark("call:first-audio");
        }
        this.detector.playbackStarted(this.deps.now());
        this.listener?.setStrict(!this.detector.headphones);
        this.update({ phase: "speaking", speaker });
      },
      failed,
    );
    turn.voices.set(speaker, voice);
    return voice;
  }

  /**
   * The owner speaks over the reply (heard from `heardAt` while it sounded; null when nothing sounded): silence at
   * once, the replies stopped on the server, the new words heard.
   */
  private bargeIn(heardAt: number | null): void {
    if (!this.turn) return;
    if (heardAt !== null) this.deps.mark("call:barge-in", heardAt);
    this.interrupt();
    if (heardAt !== null) this.deps.mark("call:silent");
    this.segmentIsEcho = false;
    this.heardSince = (heardAt ?? this.deps.now()) - CALL_VAD.preSpeechPadMs;
    this.update({ phase: "hearing", speaker: null });
  }

  private interrupt(): void {
    const turn = this.turn;
    if (!turn || turn.interrupted) return;
    turn.interrupted = true;
    for (const voice of turn.voices.values()) voice.stop();
    turn.controller.abort();
    for (const { id } of turn.replies.values()) if (id >= 0) void this.deps.stopReply(id).catch(() => {});
    const stopped = new Set([...turn.replies.values()].map((r) => r.line));
    this.update({ lines: this.view.lines.map((l) => (stopped.has(l.id) ? { ...l, interrupted: true } : l)) });
    this.detector.playbackStopped();
    this.listener?.setStrict(false);
  }

  private addLine(speaker: TranscriptLine["speaker"], text: string): number {
    const id = this.nextLine++;
    this.update({ lines: [...this.view.lines, { id, speaker, text }] });
    return id;
  }

  private update(patch: Partial<CallView>): void {
    this.view = { ...this.view, ...patch };
    this.onChange(this.view);
  }
}

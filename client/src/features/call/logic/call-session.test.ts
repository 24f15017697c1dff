import type { PersonalityName } from "@contract/personalities";
import { type RecognitionFailure, SPEECH_TEXT } from "@contract/speech";
import { BARGE_IN, VAD_SAMPLE_RATE } from "@contract/voice-call";
import { describe, expect, it, vi } from "vitest";
import type { CallConversation, ReplySink } from "@/shared/voice/call-conversation";
import { type CallDeps, CallSession, type CallView, type Recognizer, type ReplyVoice, type VadEvents } from "./call-session";

const speech = (ms = 1000) =>
  Float32Array.from({ length: (VAD_SAMPLE_RATE * ms) / 1000 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 200 * i) / VAD_SAMPLE_RATE));
const tick = () => new Promise((r) => setTimeout(r, 0));
const settle = async () => {
  for (let i = 0; i < 10; i++) await tick();
};

/** A voice that plays when the test says so. */
class FakeVoice implements ReplyVoice {
  pushed = "";
  ended = false;
  stopped = false;
  private finish!: () => void;
  done = new Promise<void>((r) => {
    this.finish = r;
  });
  constructor(
    readonly playing: (on: boolean) => void,
    readonly fail: (error: Error) => void = () => {},
  ) {}
  push(delta: string) {
    this.pushed += delta;
    this.playing(true);
  }
  end() {
    this.ended = true;
  }
  stop() {
    this.stopped = true;
    this.finish();
  }
  /** The last sentence has been spoken. */
  finishSpeaking() {
    this.playing(false);
    this.finish();
  }
}

/** The browser's recognition as the call sees it: it hears `words`, and breaks when the test says. */
function recognizerStandIn(words: string | null) {
  const recognizer = {
    broken: false,
    failure: null as RecognitionFailure | null,
    onBroken: null as ((failure: RecognitionFailure) => void) | null,
    wordsSince: vi.fn(async () => (recognizer.broken ? null : words)),
    setMuted: () => {},
    close: () => {},
    breakWith(failure: RecognitionFailure) {
      recognizer.broken = true;
      recognizer.failure = failure;
      recognizer.onBroken?.(failure);
    },
  };
  return recognizer;
}

function setup(options: { recognizer?: Recognizer | null; transcribe?: CallDeps["transcribe"]; reply?: string } = {}) {
  let clock = 0;
  let events!: VadEvents;
  const voices: FakeVoice[] = [];
  const sent: string[] = [];
  const sinks: ReplySink[] = [];
  const finishReply: (() => void)[] = [];
  const stopped: number[] = [];
  const strict: boolean[] = [];
  const marks: string[] = [];
  let replyId = 100;
  const conversation: CallConversation = {
    who: "Aeris",
    speakers: [{ name: "aeris", displayName: "Aeris" }],
    send: (text, _image, sink) => {
      sent.push(text);
      sinks.push(sink);
      sink.started("aeris", ++replyId);
      sink.token("aeris", options.reply ?? "Hello. ");
      return new Promise<boolean>((resolve) => finishReply.push(() => resolve(true)));
    },
  };
  const transcribe = options.transcribe === undefined ? vi.fn(async (_wav: Blob) => `words ${sent.length + 1}`) : options.transcribe;
  const views: CallView[] = [];
  const session = new CallSession(
    {
      conversation,
      listen: async (e) => {
        events = e;
        return { frameMs: 32, setStrict: (s) => strict.push(s), setMuted: () => {}, close: () => {} };
      },
      recognizer: options.recognizer ?? null,
      transcribe,
      voice: (_speaker: PersonalityName, playing, failed) => {
        const v = new FakeVoice(playing, failed);
        voices.push(v);
        return v;
      },
      stopReply: async (id) => void stopped.push(id),
      captureFrame: async () => null,
      now: () => clock,
      mark: (m) => marks.push(m),
    },
    (v) => views.push(v),
  );
  const say = async (audio = speech()) => {
    events.speechStart();
    events.speechRealStart();
    events.speechEnd(audio);
    await settle();
  };
  const frames = (ms: number, probability: number) => {
    for (let t = 0; t < ms; t += 32) {
      clock += 32;
      events.frame(probability);
    }
  };
  return {
    session,
    vad: () => events,
    say,
    frames,
    advance: (ms: number) => {
      clock += ms;
    },
    voices,
    sent,
    sinks,
    finishReply,
    stopped,
    strict,
    marks,
    transcribe,
    views,
    phase: () => session.current.phase,
  };
}

describe("CallSession", () => {
  it("hears, sends, speaks and listens again: three turns with nothing pressed", async () => {
    const t = setup();
    await t.session.start();
    expect(t.phase()).toBe("listening");
    for (let turn = 1; turn <= 3; turn++) {
      await t.say();
      expect(t.sent).toHaveLength(turn);
      expect(t.phase()).toBe("speaking");
      const voice = t.voices[turn - 1];
      expect(voice?.pushed).toBe("Hello. ");
      t.finishReply[turn - 1]?.();
      await settle();
      expect(voice?.ended).toBe(true);
      expect(t.phase()).toBe("speaking");
      voice?.finishSpeaking();
      await settle();
      expect(t.phase()).toBe("listening");
    }
    expect(t.sent).toEqual(["words 1", "words 2", "words 3"]);
    const wav = (t.transcribe as ReturnType<typeof vi.fn>).mock.calls[0]?.[0] as Blob;
    expect(wav.type).toBe("audio/wav");
    expect(wav.size).toBe(44 + VAD_SAMPLE_RATE * 2);
    expect(t.session.current.lines.map((l) => [l.speaker, l.text])).toEqual([
      ["owner", "words 1"],
      ["aeris", "Hello. "],
      ["owner", "words 2"],
      ["aeris", "Hello. "],
      ["owner", "words 3"],
      ["aeris", "Hello. "],
    ]);
    expect(t.marks.filter((m) => m === "call:first-audio")).toHaveLength(3);
  });

  it("sends nothing for silence or a segment too short", async () => {
    const t = setup();
    await t.session.start();
    await t.say(new Float32Array(VAD_SAMPLE_RATE * 2));
    await t.say(speech(200));
    expect(t.transcribe).not.toHaveBeenCalled();
    expect(t.sent).toEqual([]);
    expect(t.phase()).toBe("listening");
  });

  it("takes its own voice for an echo: what it hears while speaking is not sent", async () => {
    const t = setup();
    await t.session.start();
    await t.say();
    t.frames(2000, 0.6);
    await t.say();
    expect(t.sent).toHaveLength(1);
    expect(t.voices[0]?.stopped).toBe(false);
    expect(t.strict).toContain(true);
  });

  it("barge-in: sustained speech over the reply silences it, stops the reply on the server, and the words become the next turn", async () => {
    const t = setup();
    await t.session.start();
    await t.say();
    t.vad().speechStart(); // the owner starts speaking over the reply: at first, the VAD cannot tell it from an echo
    t.frames(BARGE_IN.deafWindowMs, 0.99);
    expect(t.voices[0]?.stopped).toBe(false);
    t.frames(BARGE_IN.minSustainedMs, 0.99);
    expect(t.voices[0]?.stopped).toBe(true);
    expect(t.stopped).toEqual([101]);
    expect(t.phase()).toBe("hearing");
    expect(t.sinks[0]?.signal.aborted).toBe(true);
    expect(t.session.current.lines[1]).toMatchObject({ speaker: "aeris", interrupted: true });
    expect(t.marks).toEqual(expect.arrayContaining(["call:barge-in", "call:silent"]));
    t.finishReply[0]?.(); // the server ends the stopped reply
    await settle();
    // The owner's words end: the next turn.
    t.vad().speechEnd(speech());
    await settle();
    expect(t.sent).toEqual(["words 1", "words 2"]);
    expect(t.phase()).toBe("speaking");
  });

  it("with headphones, the first frame of speech barges in", async () => {
    const t = setup();
    await t.session.start();
    t.session.headphones = true;
    await t.say();
    t.frames(32, 0.6);
    expect(t.voices[0]?.stopped).toBe(true);
  });

  it("uses the browser's recognition while it works, else the server's transcription", async () => {
    const recognizer = recognizerStandIn("from the browser");
    const t = setup({ recognizer });
    await t.session.start();
    await t.say();
    expect(t.sent).toEqual(["from the browser"]);
    expect(t.transcribe).not.toHaveBeenCalled();
    t.finishReply[0]?.();
    t.voices[0]?.finishSpeaking();
    await settle();
    recognizer.broken = true;
    await t.say();
    expect(t.transcribe).toHaveBeenCalledOnce();
  });

  it("says plainly why it cannot listen when nothing can transcribe", async () => {
    const t = setup({ transcribe: null });
    await t.session.start();
    expect(t.session.current).toMatchObject({ phase: "ended", problem: SPEECH_TEXT.cannotListen() });
    expect(SPEECH_TEXT.cannotListen()).toContain("this browser has no speech recognition");
  });

  it("ends, never 'listening', when the browser's recognition breaks with nobody to transcribe, and says what broke (issue 38)", async () => {
    const recognizer = recognizerStandIn(null);
    const t = setup({ recognizer, transcribe: null });
    await t.session.start();
    expect(t.phase()).toBe("listening");
    // Chromium has a recognition, but no speech service to reach: it fails with "network" as soon as it listens.
    recognizer.breakWith("network");
    expect(t.session.current).toMatchObject({ phase: "ended", problem: SPEECH_TEXT.cannotListen("network") });
    expect(t.session.current.problem).toContain("could not reach its speech service");
    expect(t.session.current.problem).not.toContain("has no speech recognition");
    expect(t.views.some((v) => v.phase === "listening" && v.problem)).toBe(false);
  });

  it("found broken at the end of an utterance, the call ends too, with the browser's reason", async () => {
    const recognizer = recognizerStandIn(null);
    recognizer.broken = true;
    recognizer.failure = "not-allowed";
    const t = setup({ recognizer, transcribe: null });
    await t.session.start();
    await t.say();
    expect(t.session.current).toMatchObject({ phase: "ended", problem: SPEECH_TEXT.cannotListen("not-allowed") });
    expect(t.sent).toEqual([]);
  });

  it("with transcription, a broken recognition hands over to the server and the call goes on", async () => {
    const recognizer = recognizerStandIn(null);
    const t = setup({ recognizer });
    await t.session.start();
    recognizer.breakWith("network");
    expect(t.session.current).toMatchObject({ phase: "listening", problem: null });
    await t.say();
    expect(t.transcribe).toHaveBeenCalledOnce();
  });

  it("says when a reply cannot be heard (the browser's synthesis-failed), once, and listens on (issue 38)", async () => {
    const t = setup();
    await t.session.start();
    await t.say();
    t.voices[0]?.fail(new Error("Speech failed: synthesis-failed"));
    t.voices[0]?.fail(new Error("Speech failed: synthesis-failed"));
    const said = "Aeris could not be heard: the browser's voice failed (synthesis-failed). The words are in the transcript.";
    expect(t.session.current.problem).toBe(said);
    expect(t.views.filter((v) => v.problem === said && v.phase !== "ended")).not.toHaveLength(0);
    t.finishReply[0]?.();
    t.voices[0]?.finishSpeaking();
    await settle();
    expect(t.session.current).toMatchObject({ phase: "listening", problem: said });
    // A speech server's own words are said as they are.
    await t.say();
    t.voices[1]?.fail(new Error("The speech server answered with no audio"));
    expect(t.session.current.problem).toBe(
      "Aeris could not be heard: The speech server answered with no audio. The words are in the transcript.",
    );
  });

  it("ending the call silences the reply and stops it on the server", async () => {
    const t = setup();
    await t.session.start();
    await t.say();
    t.session.end();
    expect(t.voices[0]?.stopped).toBe(true);
    expect(t.stopped).toEqual([101]);
    expect(t.phase()).toBe("ended");
  });
});

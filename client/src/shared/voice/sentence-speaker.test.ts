// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeAudio, FakeSpeechSynthesis, FakeUtterance, fakeVoice } from "@/shared/voice/fake-speech";
import { setProviderVoices } from "./provider-voices";
import { createSentenceSpeaker, type SentenceStart, type SpeakerState } from "./sentence-speaker";
import { speakQueued, stopSpeech } from "./speech-queue";

// Headless browsers and jsdom cannot speak: the browser's speech synthesis and the audio element are stand-ins that
// record what they are given; the server's POST /api/speech is a stub that answers bytes naming the text.
const postSpeech = vi.hoisted(() => vi.fn());
vi.mock("@/shared/api/post-speech", () => ({ postSpeech }));

let synth: FakeSpeechSynthesis;
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));
const texts = () => synth.spoken.map((u) => u.text);

function watched() {
  const states: SpeakerState[] = [];
  const starts: SentenceStart[] = [];
  const speaker = createSentenceSpeaker({ personality: "aeris", onState: (s) => states.push(s), onSentenceStart: (s) => starts.push(s) });
  let done = false;
  void speaker.done.then(() => (done = true));
  return { speaker, states, starts, isDone: () => done };
}

beforeEach(() => {
  localStorage.clear();
  setProviderVoices(null);
  synth = new FakeSpeechSynthesis([fakeVoice("Google US English", "en-US")]);
  vi.stubGlobal("speechSynthesis", synth);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  vi.stubGlobal("Audio", FakeAudio);
  FakeAudio.all = [];
  URL.createObjectURL = vi.fn((b: Blob) => `blob:${(b as Blob & { label?: string }).label ?? "audio"}`);
  URL.revokeObjectURL = vi.fn();
  postSpeech.mockReset();
});
afterEach(() => {
  stopSpeech();
  vi.unstubAllGlobals();
});

describe("the sentence speaker", () => {
  it("speaks the first sentence while the reply is still being written, then the rest in order", async () => {
    const { speaker, states, starts, isDone } = watched();
    for (const delta of ["Good eve", "ning, Dreamer. The st", "ars are out"]) speaker.push(delta);
    await settle();
    expect(texts()).toEqual(["Good evening, Dreamer."]);
    expect(speaker.state).toBe("speaking");
    expect(starts).toMatchObject([{ sentence: "Good evening, Dreamer.", index: 0 }]);
    expect(starts[0]?.at).toBeGreaterThan(0);

    speaker.push(" tonight. Dr. Vega counted 4.5 billion of them");
    speaker.end();
    await settle();
    // The first is still sounding: the next waits for it.
    expect(texts()).toEqual(["Good evening, Dreamer."]);
    synth.end();
    await settle();
    expect(texts()).toEqual(["Good evening, Dreamer.", "The stars are out tonight."]);
    synth.end();
    await settle();
    expect(texts().at(-1)).toBe("Dr. Vega counted 4.5 billion of them");
    expect(isDone()).toBe(false);
    synth.end();
    await settle();
    expect(isDone()).toBe(true);
    expect(speaker.state).toBe("idle");
    expect(states).toEqual(["speaking", "idle"]);
    expect(starts.map((s) => s.index)).toEqual([0, 1, 2]);
  });

  it("goes idle while it waits for the next sentence to be written, and speaking again when it comes", async () => {
    const { speaker, states } = watched();
    speaker.push("One. Tw");
    await settle();
    synth.end();
    await settle();
    expect(speaker.state).toBe("idle");
    speaker.push("o! Three");
    await settle();
    expect(speaker.state).toBe("speaking");
    expect(states).toEqual(["speaking", "idle", "speaking"]);
  });

  it("stop silences at once, drops the rest, ignores what arrives after, and leaves other speech queued", async () => {
    const { speaker, isDone } = watched();
    speaker.push("First sentence. Second sentence. Third");
    const other = speakQueued("Someone else.", "nova");
    await settle();
    expect(texts()).toEqual(["First sentence."]);
    speaker.stop();
    // Synchronously: the browser was told to be silent in the same moment.
    expect(synth.cancels).toBe(1);
    expect(speaker.state).toBe("idle");
    speaker.push(" more. And more. ");
    speaker.end();
    await settle();
    expect(isDone()).toBe(true);
    expect(texts()).toEqual(["First sentence.", "Someone else."]);
    synth.end();
    await expect(other).resolves.toBeUndefined();
  });

  it("skips code and Markdown, and says nothing for a reply that is only code", async () => {
    const { speaker, isDone } = watched();
    speaker.push("```js\nconst x = 1. y. z;\n```");
    speaker.end();
    await settle();
    expect(texts()).toEqual([]);
    expect(isDone()).toBe(true);

    const second = watched();
    second.speaker.push("**Look** at `this`:\n```\ncode. more.\n```\nDone.");
    second.speaker.end();
    await settle();
    synth.end();
    await settle();
    expect(texts()).toEqual(["Look at this:", "Done."]);
  });

  it("reports a sentence that fails and goes on with the next", async () => {
    const errors: Error[] = [];
    const speaker = createSentenceSpeaker({ personality: "aeris", onError: (e) => errors.push(e) });
    speaker.push("Broken. Fine. ");
    speaker.end();
    await settle();
    synth.fail("synthesis-failed");
    await settle();
    expect(errors.map((e) => e.message)).toEqual(["Speech failed: synthesis-failed"]);
    expect(texts()).toEqual(["Broken.", "Fine."]);
  });
});

describe("the sentence speaker with a provider voice", () => {
  const clip = (text: string) => Object.assign(new Blob([text], { type: "audio/mpeg" }), { label: text });

  it("asks the server for each sentence as soon as it is whole, plays them in order, and stops the audio at once", async () => {
    setProviderVoices({ aeris: "coral", nova: null, musashi: null, socrates: null });
    postSpeech.mockImplementation(async (body: { text: string }) => clip(body.text));
    const { speaker, starts } = watched();
    speaker.push("Hello there. How are");
    await settle();
    expect(postSpeech).toHaveBeenCalledTimes(1);
    expect(postSpeech.mock.calls[0]?.[0]).toEqual({ personality: "aeris", text: "Hello there." });
    expect(FakeAudio.all.map((a) => a.src)).toEqual(["blob:Hello there."]);
    expect(starts).toHaveLength(1);

    // The next sentence is fetched while the first plays, and plays when it ends.
    speaker.push(" you? And then");
    await settle();
    expect(postSpeech.mock.calls.map((c) => c[0].text)).toEqual(["Hello there.", "How are you?"]);
    expect(FakeAudio.all).toHaveLength(1);
    FakeAudio.all[0]?.end();
    await settle();
    expect(FakeAudio.all.map((a) => a.src)).toEqual(["blob:Hello there.", "blob:How are you?"]);
    expect(FakeAudio.all[1]?.volume).toBe(0.8);
    expect(synth.spoken).toHaveLength(0);

    speaker.push(" more. Even more. ");
    await settle();
    const signals = postSpeech.mock.calls.map((c) => c[1] as AbortSignal);
    speaker.stop();
    expect(FakeAudio.all[1]?.paused).toBe(true);
    expect(signals.slice(2).every((s) => s.aborted)).toBe(true);
    await settle();
    expect(FakeAudio.all).toHaveLength(2);
  });

  it("asks ahead for only the next few sentences, not the whole reply at once", async () => {
    setProviderVoices({ aeris: "coral", nova: null, musashi: null, socrates: null });
    postSpeech.mockImplementation(async (body: { text: string }) => clip(body.text));
    const { speaker } = watched();
    speaker.push("One. Two. Three. Four. Five. Six. ");
    speaker.end();
    await settle();
    expect(postSpeech.mock.calls.map((c) => c[0].text)).toEqual(["One.", "Two.", "Three."]);
    FakeAudio.all[0]?.end();
    await settle();
    expect(postSpeech.mock.calls.map((c) => c[0].text)).toEqual(["One.", "Two.", "Three.", "Four."]);
    expect(FakeAudio.all.map((a) => a.src)).toEqual(["blob:One.", "blob:Two."]);
  });

  it("a sentence the server cannot speak is reported, and the next is still spoken", async () => {
    setProviderVoices({ aeris: "coral", nova: null, musashi: null, socrates: null });
    postSpeech.mockImplementationOnce(async () => {
      throw new Error("502: no speech");
    });
    postSpeech.mockImplementation(async (body: { text: string }) => clip(body.text));
    const errors: Error[] = [];
    const speaker = createSentenceSpeaker({ personality: "aeris", onError: (e) => errors.push(e) });
    speaker.push("First. Second.");
    speaker.end();
    await settle();
    await settle();
    expect(errors.map((e) => e.message)).toEqual(["502: no speech"]);
    expect(FakeAudio.all.map((a) => a.src)).toEqual(["blob:Second."]);
  });
});

// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeSpeechSynthesis, FakeUtterance, fakeVoice } from "@/shared/voice/fake-speech";
import { setProviderVoices } from "./provider-voices";
import { canSpeak, speakNow, speakQueued, stopSpeech, toggleSpeech, useSpeakingKey } from "./speech-queue";
import { updateVoiceSettings } from "./voice-settings";

const VOICES = [
  fakeVoice("Microsoft Ava Online (Natural) - English (United States)", "en-US"),
  fakeVoice("Anna", "de-DE"),
  fakeVoice("Google US English", "en-US"),
  fakeVoice("Daniel", "en-GB"),
];

let synth: FakeSpeechSynthesis;
/** Lets the queue take its next step (it waits a microtask for the voice list). */
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));
/** The utterance speaking ends, and the queue moves on. */
async function endSpoken() {
  synth.end();
  await settle();
}
const texts = () => synth.spoken.map((u) => u.text);
/** Tracks a promise's outcome without awaiting it. */
function watch(p: Promise<void>) {
  const state: { done: boolean; error: Error | null } = { done: false, error: null };
  p.then(
    () => (state.done = true),
    (e: Error) => {
      state.done = true;
      state.error = e;
    },
  );
  return state;
}

beforeEach(() => {
  localStorage.clear();
  setProviderVoices(null); // every personality speaks with the browser's voice
  synth = new FakeSpeechSynthesis(VOICES);
  vi.stubGlobal("speechSynthesis", synth);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
});
afterEach(() => {
  stopSpeech();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the speech queue", () => {
  it("speaks a reply sentence by sentence, starting at once, and resolves when the last has ended", async () => {
    const reply = watch(speakQueued("First, a **greeting**. Then a question? And an end!", "aeris"));
    await settle();
    expect(texts()).toEqual(["First, a greeting."]);
    await endSpoken();
    expect(texts()).toEqual(["First, a greeting.", "Then a question?"]);
    await endSpoken();
    expect(reply.done).toBe(false);
    await endSpoken();
    expect(texts()).toHaveLength(3);
    expect(reply).toEqual({ done: true, error: null });
  });

  it("appends a new text after the one speaking, never cutting it off", async () => {
    const first = watch(speakQueued("One. Two.", "aeris"));
    await settle();
    const second = watch(speakQueued("Three.", "nova"));
    await settle();
    expect(texts()).toEqual(["One."]);
    expect(synth.cancels).toBe(0);
    await endSpoken();
    expect(texts()).toEqual(["One.", "Two."]);
    await endSpoken();
    expect(first.done).toBe(true);
    expect(second.done).toBe(false);
    expect(texts()).toEqual(["One.", "Two.", "Three."]);
    await endSpoken();
    expect(second).toEqual({ done: true, error: null });
    expect(synth.cancels).toBe(0);
  });

  it("rejects a text whose utterance fails, and goes on with the next", async () => {
    const failing = watch(speakQueued("Broken. Never said.", "aeris"));
    const next = watch(speakQueued("Next.", "aeris"));
    await settle();
    synth.fail("synthesis-failed");
    await settle();
    expect(failing.error?.message).toContain("synthesis-failed");
    expect(texts()).toEqual(["Broken.", "Next."]);
    await endSpoken();
    expect(next).toEqual({ done: true, error: null });
  });

  it("ends a text quietly when something else cancels the browser's speech", async () => {
    const reply = watch(speakQueued("Cut. Short.", "aeris"));
    await settle();
    synth.fail("interrupted");
    await settle();
    expect(reply).toEqual({ done: true, error: null });
  });

  it("stopSpeech cancels what is speaking and everything queued; their promises resolve", async () => {
    const a = watch(speakQueued("A one. A two.", "aeris"));
    const b = watch(speakQueued("B one.", "nova"));
    await settle();
    stopSpeech();
    await settle();
    expect(a).toEqual({ done: true, error: null });
    expect(b).toEqual({ done: true, error: null });
    expect(synth.cancels).toBe(1);
    expect(texts()).toEqual(["A one."]);
    // And the queue is ready for more.
    const c = watch(speakQueued("C.", "aeris"));
    await settle();
    expect(texts()).toEqual(["A one.", "C."]);
    await endSpoken();
    expect(c.done).toBe(true);
  });

  it("rejects when the browser cannot speak, and says so through canSpeak", async () => {
    vi.stubGlobal("speechSynthesis", undefined);
    // jsdom keeps the property, so remove it the way a browser without speech would not have it.
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    expect(canSpeak()).toBe(false);
    await expect(speakQueued("Hello.", "aeris")).rejects.toThrow("not supported");
  });

  it("resolves at once for a text with nothing to say", async () => {
    await expect(speakQueued("```\ncode\n```", "aeris")).resolves.toBeUndefined();
    expect(texts()).toEqual([]);
  });
});

describe("voices and settings", () => {
  it("speaks with the personality's stored voice, rate, pitch and volume; Trinity with Aeris's", async () => {
    updateVoiceSettings("nova", { voice: "Daniel", rate: 1.5, pitch: 1.8, volume: 0.4 });
    updateVoiceSettings("aeris", { voice: "Google US English" });
    void speakQueued("Hi.", "nova");
    void speakQueued("Together.", "trinity");
    await settle();
    expect(synth.spoken[0]).toMatchObject({ text: "Hi.", rate: 1.5, pitch: 1.8, volume: 0.4, lang: "en-GB" });
    expect(synth.spoken[0]?.voice?.name).toBe("Daniel");
    await endSpoken();
    expect(synth.spoken[1]).toMatchObject({ text: "Together.", rate: 0.9, pitch: 1, volume: 0.8 });
    expect(synth.spoken[1]?.voice?.name).toBe("Google US English");
  });

  it("falls back to an en-US voice and warns when the chosen voice is not on this device", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    updateVoiceSettings("socrates", { voice: "Microsoft Mark - English (United States)" });
    void speakQueued("Know thyself. Then ask again.", "socrates");
    await settle();
    expect(synth.spoken[0]?.voice?.name).toBe("Microsoft Ava Online (Natural) - English (United States)");
    expect(synth.spoken[0]).toMatchObject({ rate: 0.85, pitch: 1, volume: 0.8 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/Voice "Microsoft Mark - English \(United States\)" is not available on this device/);
    await endSpoken();
    // Once per text, not once per sentence.
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("waits for voices that load late (Chrome) before choosing one", async () => {
    vi.resetModules();
    const late = new FakeSpeechSynthesis([]);
    vi.stubGlobal("speechSynthesis", late);
    const queue = await import("./speech-queue");
    const settings = await import("./voice-settings");
    settings.updateVoiceSettings("aeris", { voice: "Daniel" });
    void queue.speakQueued("Hello.", "aeris");
    await settle();
    expect(late.spoken).toHaveLength(0);
    late.loadVoices(VOICES);
    await settle();
    expect(late.spoken[0]?.voice?.name).toBe("Daniel");
    queue.stopSpeech();
  });
});

describe("which text is speaking", () => {
  it("tells the key of the text being spoken, moving on as the queue does", async () => {
    const { result } = renderHook(() => useSpeakingKey());
    expect(result.current).toBeNull();
    void speakQueued("First reply.", "aeris", { key: 1 });
    void speakQueued("Second reply.", "aeris", { key: 2 });
    await settle();
    expect(result.current).toBe(1);
    await endSpoken();
    expect(result.current).toBe(2);
    await endSpoken();
    expect(result.current).toBeNull();
  });

  it("the listen button: on the message speaking it stops; on another it stops that and speaks this one", async () => {
    const { result } = renderHook(() => useSpeakingKey());
    const auto = watch(speakQueued("Automatic reply. Still going.", "aeris", { key: "a" }));
    await settle();
    void toggleSpeech("b", "Chosen message.", "nova");
    await settle();
    expect(auto.done).toBe(true);
    expect(result.current).toBe("b");
    expect(texts()).toEqual(["Automatic reply.", "Chosen message."]);
    void toggleSpeech("b", "Chosen message.", "nova");
    await settle();
    expect(result.current).toBeNull();
    expect(synth.cancels).toBe(2);
    expect(texts()).toHaveLength(2);
  });

  it("speakNow interrupts the queue on purpose", async () => {
    void speakQueued("Old. Older.", "aeris");
    await settle();
    const now = watch(speakNow("Urgent.", "aeris"));
    await settle();
    expect(texts()).toEqual(["Old.", "Urgent."]);
    await endSpoken();
    expect(now.done).toBe(true);
  });
});

// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { FakeSpeechSynthesis, FakeUtterance, fakeVoice } from "@/shared/voice/fake-speech";
import { speakQueued } from "./speech-queue";
import { useReadAloud } from "./use-read-aloud";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it("keeps the read-aloud choice on this device, and turning it off silences what is being read", async () => {
  const synth = new FakeSpeechSynthesis([fakeVoice("Google US English", "en-US")]);
  vi.stubGlobal("speechSynthesis", synth);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  const { result } = renderHook(() => useReadAloud());
  expect(result.current[0]).toBe(false);
  act(() => result.current[1](true));
  expect(result.current[0]).toBe(true);
  expect(localStorage.getItem("citadel-read-aloud")).toBe("true");

  const reading = speakQueued("A long reply. With more to come.", "aeris");
  await act(() => new Promise<void>((r) => setTimeout(r, 0)));
  expect(synth.speaking).toBe(true);
  act(() => result.current[1](false));
  await expect(reading).resolves.toBeUndefined();
  expect(synth.speaking).toBe(false);
  expect(synth.spoken).toHaveLength(1);
  expect(localStorage.getItem("citadel-read-aloud")).toBe("false");
});

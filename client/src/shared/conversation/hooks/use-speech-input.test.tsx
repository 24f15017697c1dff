import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { json, stubServer } from "@/test/test-server";
import { useSpeechInput } from "./use-speech-input";

/** A microphone track and a MediaRecorder that records one chunk, as the browser's would. */
function fakeMicrophone() {
  const track = { readyState: "live", stop: vi.fn(() => (track.readyState = "ended")) };
  const stream = { getTracks: () => [track] };
  class FakeRecorder {
    static isTypeSupported = (t: string) => t === "audio/webm;codecs=opus";
    state = "inactive";
    mimeType: string;
    ondataavailable: ((e: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(_stream: unknown, options?: { mimeType?: string }) {
      this.mimeType = options?.mimeType ?? "";
    }
    start() {
      this.state = "recording";
    }
    stop() {
      this.state = "inactive";
      this.ondataavailable?.({ data: new Blob([new Uint8Array([1, 2, 3])], { type: this.mimeType }) });
      this.onstop?.();
    }
  }
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => stream) },
  });
  return track;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

beforeEach(() => {
  vi.stubGlobal("SpeechRecognition", undefined);
  vi.stubGlobal("webkitSpeechRecognition", undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "mediaDevices");
});

/** The hook rendered with the clock held still: `speak(ms)` moves it on, as long as a recording lasts. */
function renderHeld() {
  const onText = vi.fn();
  let now = 1000;
  vi.spyOn(performance, "now").mockImplementation(() => now);
  const { result } = renderHook(() => useSpeechInput(onText), { wrapper });
  return {
    result,
    onText,
    speak: (ms: number) => {
      now += ms;
    },
  };
}

describe("voice input without speech recognition", () => {
  it("records, uploads the audio with its type and hands over the transcript, releasing the microphone", async () => {
    const track = fakeMicrophone();
    const fetch = stubServer({
      "GET /api/status": () => json({ transcription: true }),
      "POST /api/transcribe": () => json({ text: "across the sea" }),
    });
    const { result, onText, speak } = renderHeld();

    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.listening).toBe(true));
    expect(track.readyState).toBe("live");

    speak(1500); // a second and a half of speech
    act(() => result.current.toggle());
    await waitFor(() => expect(onText).toHaveBeenCalledWith("across the sea"));
    expect(result.current.listening).toBe(false);
    expect(result.current.transcribing).toBe(false);
    expect(track.readyState).toBe("ended");
    const upload = fetch.mock.calls.find(([url]) => String(url) === "/api/transcribe")?.[1];
    expect(upload?.headers).toEqual({ "Content-Type": "audio/webm;codecs=opus", "x-recording-duration-ms": "1500" });
    expect((upload?.body as Blob | undefined)?.size).toBe(3);
  });

  it("does not send a recording too short to be speech (a model would invent words for it)", async () => {
    fakeMicrophone();
    const fetch = stubServer({ "GET /api/status": () => json({ transcription: true }) });
    const { result, onText, speak } = renderHeld();
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.listening).toBe(true));
    speak(120);
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.transcribing).toBe(false));
    expect(fetch.mock.calls.some(([url]) => String(url) === "/api/transcribe")).toBe(false);
    expect(onText).not.toHaveBeenCalled();
  });

  it("does not record when the server cannot transcribe", async () => {
    fakeMicrophone();
    stubServer({ "GET /api/status": () => json({ transcription: false }) });
    const { result } = renderHook(() => useSpeechInput(vi.fn()), { wrapper });
    act(() => result.current.toggle());
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.listening).toBe(false);
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });

  it("releases the microphone when the page is left mid-recording", async () => {
    const track = fakeMicrophone();
    stubServer({ "GET /api/status": () => json({ transcription: true }) });
    const { result, unmount } = renderHook(() => useSpeechInput(vi.fn()), { wrapper });
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.listening).toBe(true));
    unmount();
    expect(track.readyState).toBe("ended");
  });
});

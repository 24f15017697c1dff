/**
 * Issue 29: the voice call. The owner talks; Silero VAD (through @ricky0123/vad-web) hears where each utterance ends;
 * the words become the owner's message; the reply is spoken sentence by sentence as it streams; speaking over it
 * interrupts it (barge-in). Every number of the call is named here.
 */

/**
 * Where the client build puts the VAD's files (scripts/build-client.mjs copies them from node_modules): the Silero
 * model, vad-web's audio worklet, and onnxruntime-web's WebAssembly and its loader. All from our own origin; the
 * Content-Security-Policy allows WebAssembly ('wasm-unsafe-eval') and nothing else more. Not precached by the service
 * worker (the wasm alone is about 14 MB): they are fetched when a call starts.
 */
export const VAD_ASSET_PATH = "/vad/";
/** Silero VAD v5 (vad-web ships it); 512-sample frames at 16 kHz, 32 ms each. */
export const VAD_MODEL = "v5";
export const VAD_ASSET_FILES = {
  model: "silero_vad_v5.onnx",
  worklet: "vad.worklet.bundle.min.js",
  wasm: "ort-wasm-simd-threaded.wasm",
  wasmLoader: "ort-wasm-simd-threaded.mjs",
} as const;

/** The rate vad-web hands each utterance at (Float32 samples, mono), and so the rate of the WAV sent to /api/transcribe. */
export const VAD_SAMPLE_RATE = 16_000;

/** How the VAD decides (Silero's speech probability per 32 ms frame). */
export const CALL_VAD = {
  /** While the call listens: over this is speech. */
  positiveThreshold: 0.5,
  negativeThreshold: 0.35,
  /**
   * The end of speech: this long under the negative threshold ends the utterance (vad-web's "redemption"). The VAD's
   * own end-of-speech wait; the bench measures what comes after it.
   */
  endOfSpeechMs: 700,
  /** Audio kept from before the detected start (the first syllable is often quiet). */
  preSpeechPadMs: 300,
  /** Shorter than this is a misfire (a cough, a click), never sent. */
  minSpeechMs: 400,
} as const;

/**
 * Echo guards while a personality speaks: echo cancellation stays on, a stricter threshold, a minimum of sustained
 * speech before it counts as the owner speaking, and a deaf window as each playback starts (the echo canceller needs
 * a moment to learn the new sound). With headphones on there is no echo: any speech barges in at once.
 */
export const BARGE_IN = {
  positiveThreshold: 0.8,
  /** Sustained speech (frames over the stricter threshold, with no gap) that counts as the owner speaking. */
  minSustainedMs: 250,
  /** Speech heard this soon after a playback starts is ignored. */
  deafWindowMs: 300,
  /** With headphones: the first frame over the ordinary threshold barges in. */
  headphonesSustainedMs: 0,
  /** The promise of issue 29: speech stops within this long of the owner's speech being detected (the bench measures it). */
  silenceWithinMs: 300,
} as const;

/**
 * The browser's own recognition runs beside the VAD where it exists; when the VAD hears the end of an utterance, its
 * final words are awaited this long before the recorded audio is transcribed by the server instead.
 */
export const RECOGNITION_SETTLE_MS = 800;

/** What the call is doing, as the call screen shows it. */
export const CALL_PHASES = ["starting", "listening", "hearing", "thinking", "speaking", "ended"] as const;
export type CallPhase = (typeof CALL_PHASES)[number];

/** The call screen's words. */
export const CALL_TEXT = {
  start: (who: string) => `Call ${who}`,
  title: (who: string) => `Call with ${who}`,
  phase: {
    starting: "Starting the call...",
    listening: "Listening",
    hearing: "Hearing you",
    thinking: (who: string) => `${who} is thinking`,
    speaking: (who: string) => `${who} is speaking`,
    ended: "Call ended",
  },
  mute: "Mute",
  unmute: "Unmute",
  muted: "Muted: the call is not listening",
  end: "End call",
  cameraOn: "Turn the camera on",
  cameraOff: "Turn the camera off",
  cameraPreview: "Your camera: a frame goes with each turn",
  headphones: "Headphones (interrupt at once)",
  transcript: "Transcript",
  you: "You",
  interrupted: "(interrupted)",
  noMicrophone: "The call needs the microphone: allow it for this site, then call again.",
  vadFailed: "The voice detector could not start in this browser.",
  transcribeFailed: "What you said could not be turned into text; say it again.",
  sendFailed: "Your words could not be sent; say them again.",
  /** A reply's speech failed (the browser's "synthesis-failed", a speech server's error): its words are still shown. */
  notSpoken: (who: string, why: string) => `${who} could not be heard: ${why}. The words are in the transcript.`,
  browserVoiceFailed: (code: string) => `the browser's voice failed (${code})`,
} as const;

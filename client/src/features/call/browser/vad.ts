import { BARGE_IN, CALL_VAD, VAD_ASSET_PATH, VAD_MODEL } from "@contract/voice-call";
import type { Listener, VadEvents } from "../logic/call-session";

/** The microphone as a call wants it: echo cancellation on (the call must not hear its own voice), mono. */
const MICROPHONE: MediaStreamConstraints = {
  audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
};

/**
 * Starts Silero VAD on the microphone through @ricky0123/vad-web, loaded only now (a dynamic import: neither it nor
 * onnxruntime-web is in the app's bundle until a call starts), its model, worklet and wasm from our own origin.
 */
export async function startVad(events: VadEvents): Promise<Listener> {
  const { MicVAD } = await import("@ricky0123/vad-web");
  let stream: MediaStream | null = null;
  const vad = await MicVAD.new({
    model: VAD_MODEL,
    baseAssetPath: VAD_ASSET_PATH,
    onnxWASMBasePath: VAD_ASSET_PATH,
    ortConfig: (ort) => {
      ort.env.logLevel = "error";
      // One thread: several need cross-origin isolation (SharedArrayBuffer), which the app does not ask for.
      ort.env.wasm.numThreads = 1;
    },
    positiveSpeechThreshold: CALL_VAD.positiveThreshold,
    negativeSpeechThreshold: CALL_VAD.negativeThreshold,
    redemptionMs: CALL_VAD.endOfSpeechMs,
    preSpeechPadMs: CALL_VAD.preSpeechPadMs,
    minSpeechMs: CALL_VAD.minSpeechMs,
    getStream: async () => {
      stream = await navigator.mediaDevices.getUserMedia(MICROPHONE);
      return stream;
    },
    pauseStream: async () => {},
    resumeStream: async (s) => s,
    onSpeechStart: events.speechStart,
    onSpeechRealStart: events.speechRealStart,
    onSpeechEnd: events.speechEnd,
    onVADMisfire: events.misfire,
    onFrameProcessed: (probabilities) => events.frame(probabilities.isSpeech),
    startOnLoad: true,
  });
  return {
    frameMs: 32,
    setStrict: (strict) =>
      vad.setOptions({
        positiveSpeechThreshold: strict ? BARGE_IN.positiveThreshold : CALL_VAD.positiveThreshold,
        negativeSpeechThreshold: strict ? BARGE_IN.positiveThreshold - 0.15 : CALL_VAD.negativeThreshold,
      }),
    setMuted: (muted) => {
      for (const track of (stream as MediaStream | null)?.getAudioTracks() ?? []) track.enabled = !muted;
      void (muted ? vad.pause() : vad.start());
    },
    close: () => {
      void vad.destroy();
      for (const track of (stream as MediaStream | null)?.getTracks() ?? []) track.stop();
    },
  };
}

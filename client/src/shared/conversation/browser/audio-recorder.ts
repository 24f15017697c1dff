import { pickRecordingType } from "@/shared/conversation/logic/voice-input";

/**
 * A recording in progress: `stop` ends it and gives the audio; `cancel` throws it away. Both release the microphone.
 * `elapsedMs` is how long it has been recording (its length, once stopped).
 */
export type AudioRecording = {
  stop: () => Promise<Blob>;
  elapsedMs: () => number;
  cancel: () => void;
};

/** Whether this browser can record the microphone (MediaRecorder and getUserMedia). */
export function audioRecordingSupported(): boolean {
  return typeof MediaRecorder !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

const release = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/** Asks for the microphone and starts recording it, in the first of `types` the browser can write. */
export async function startAudioRecording(types: readonly string[]): Promise<AudioRecording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const chunks: Blob[] = [];
  let recorder: MediaRecorder;
  let started = 0;
  let ended: number | null = null;
  try {
    const mimeType = pickRecordingType(types, (t) => MediaRecorder.isTypeSupported(t));
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.start();
    started = performance.now();
  } catch (error) {
    release(stream);
    throw error;
  }
  const audio = () => new Blob(chunks, { type: recorder.mimeType || chunks[0]?.type || "audio/webm" });

  return {
    elapsedMs: () => (ended ?? performance.now()) - started,
    stop: () =>
      new Promise<Blob>((resolve, reject) => {
        ended ??= performance.now();
        if (recorder.state === "inactive") {
          release(stream);
          resolve(audio());
          return;
        }
        recorder.onstop = () => {
          release(stream);
          resolve(audio());
        };
        recorder.onerror = () => {
          release(stream);
          reject(new Error("the recording failed"));
        };
        recorder.stop();
      }),
    cancel: () => {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      if (recorder.state !== "inactive") recorder.stop();
      release(stream);
    },
  };
}

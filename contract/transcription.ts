/**
 * POST /api/transcribe: voice input for browsers without speech recognition (Firefox, for one). The body is the
 * recorded audio itself, sent raw with its own Content-Type (audio/webm;codecs=opus, audio/ogg, audio/mp4,
 * audio/mpeg, audio/wav, ...); the answer is `{ text }`. Transcription needs an OpenAI or OpenAI-compatible provider:
 * GET /api/status says whether one is set up (`transcription`).
 */
export const TRANSCRIBE_PATH = "/api/transcribe";

/** The largest recording accepted (a minute of Opus is about 250 KB; WAV about 5 MB). */
export const TRANSCRIBE_MAX_BYTES = 10 * 1024 * 1024;

/** A recording stops by itself after this long, and is then transcribed. */
export const VOICE_RECORDING_MAX_MS = 60_000;

/** The transcription model asked when LLM_TRANSCRIBE_MODEL is not set (OpenAI's, and what most compatible servers name theirs). */
export const DEFAULT_TRANSCRIBE_MODEL = "whisper-1";

/**
 * The audio types the server accepts (the part of Content-Type before any parameters), each with the file extension
 * the upload to the provider carries: OpenAI names the format by the file's extension.
 */
export const TRANSCRIBE_AUDIO_EXTENSIONS = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "mp4",
  "audio/m4a": "m4a",
  "audio/x-m4a": "m4a",
  "audio/mpeg": "mp3",
  "audio/mp3": "mp3",
  "audio/wav": "wav",
  "audio/wave": "wav",
  "audio/x-wav": "wav",
  "audio/flac": "flac",
} as const;

export type TranscribeAudioType = keyof typeof TRANSCRIBE_AUDIO_EXTENSIONS;
export const TRANSCRIBE_AUDIO_TYPES = Object.keys(TRANSCRIBE_AUDIO_EXTENSIONS) as TranscribeAudioType[];

/** What the browser records in, best first (MediaRecorder.isTypeSupported picks the first it can). */
export const RECORDING_MIME_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"] as const;

/** The answer of POST /api/transcribe: the words heard. */
export type TranscriptionResponse = { text: string };

export const TRANSCRIBE_TEXT = {
  empty: "No audio was received: send the recording as the request body",
  tooLarge: `The recording is too large (at most ${TRANSCRIBE_MAX_BYTES / (1024 * 1024)} MB)`,
  unsupportedType: `Send the recording with an audio Content-Type (${TRANSCRIBE_AUDIO_TYPES.slice(0, 4).join(", ")}, ...)`,
  needsProvider: "Voice transcription needs an OpenAI or OpenAI-compatible provider: choose one on the API Keys page",
  needsKey: "Voice transcription through OpenAI needs an OpenAI key: add one on the API Keys page",
  needsBaseUrl: "Voice transcription needs the model server's base URL: set it on the API Keys page",
} as const;

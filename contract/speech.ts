import { z } from "zod";
import { BASE_URL_TEXT, isHttpUrl, isUsableKey, KEY_TEXT, MODEL_SHAPE_TEXT, PROVIDER_KEY_MAX_LENGTH } from "./provider";
import { SPEECH_LANG, VOICED_PERSONALITIES, type VoicedPersonality } from "./voice";

/**
 * Issue 29: speech from the provider and servers of their own for speech and transcription.
 *
 * POST /api/speech `{ personality, text }` answers the audio bytes of `text` in that personality's provider voice,
 * through the OpenAI protocol's POST {baseUrl}/audio/speech (model, voice, input, response_format). It is spoken by
 * the speech server when one is set, else by the chat provider (OpenAI or OpenAI-compatible). Each personality speaks
 * with the browser's voices (the device's own setting, as before) unless a provider voice is chosen for it here.
 *
 * GET /api/voice-servers answers what the Voice Engine tab shows; PUT changes it (an omitted field keeps what is
 * stored, "" clears it; an omitted key keeps the stored one, "" removes it). Keys never leave the server.
 */
export const SPEECH_PATH = "/api/speech";
export const VOICE_SERVERS_PATH = "/api/voice-servers";

/** The speech model asked when none is set (OpenAI's; Kokoro-FastAPI answers to it too). */
export const DEFAULT_SPEECH_MODEL = "tts-1";
/** OpenAI's voices, offered as suggestions (a local server names its own: "af_bella", "en_US-lessac-medium", ...). */
export const OPENAI_SPEECH_VOICES = ["alloy", "ash", "ballad", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer"] as const;
/** The audio formats of the protocol's response_format, with the type each is answered with. */
export const SPEECH_FORMATS = { mp3: "audio/mpeg", opus: "audio/ogg", aac: "audio/aac", flac: "audio/flac", wav: "audio/wav" } as const;
export type SpeechFormat = keyof typeof SPEECH_FORMATS;
export const SPEECH_FORMAT_NAMES = Object.keys(SPEECH_FORMATS) as SpeechFormat[];
export const DEFAULT_SPEECH_FORMAT: SpeechFormat = "mp3";
/** The most text one request may speak (OpenAI's limit); the client sends a sentence at a time. */
export const SPEECH_MAX_CHARS = 4096;
/** A voice name: what a server calls it. */
export const SPEECH_VOICE_MAX_LENGTH = 100;

const voiceName = z
  .string()
  .trim()
  .min(1)
  .max(SPEECH_VOICE_MAX_LENGTH)
  .regex(/^[\w.:@/+-]+$/, "a voice name is letters, digits and . _ - : @ / + only");

export const speechRequestSchema = z.object({
  /** One of the four voiced seeds, or a companion's route name (issue 31: it speaks with its own provider voice). */
  personality: z.union([z.enum(VOICED_PERSONALITIES), z.string().regex(/^[a-z0-9-]{1,40}$/, "a personality's route name")]),
  text: z.string().trim().min(1).max(SPEECH_MAX_CHARS),
  /** A voice to try instead of the personality's own (the Voice Engine's sample, before the choice is saved). */
  voice: voiceName.optional(),
});
export type SpeechRequest = z.infer<typeof speechRequestSchema>;

/** null: the browser's voice (the device's setting); a name: that provider voice. */
export type SpeechVoices = Record<VoicedPersonality, string | null>;

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === "" || isHttpUrl(v), BASE_URL_TEXT);
const modelName = z
  .string()
  .trim()
  .max(256)
  .refine((v) => ![...v].some((ch) => ch < " " || ch === "\x7F"), MODEL_SHAPE_TEXT);
const apiKey = z.string().trim().max(PROVIDER_KEY_MAX_LENGTH, KEY_TEXT.tooLong).refine(isUsableKey, KEY_TEXT.shape);

const serverChangeSchema = z.object({ baseUrl: httpUrl.optional(), model: modelName.optional(), key: apiKey.optional() }).strict();

/** PUT /api/voice-servers. */
export const voiceServersRequestSchema = z
  .object({
    speech: serverChangeSchema
      .extend({ format: z.enum(SPEECH_FORMAT_NAMES as [SpeechFormat, ...SpeechFormat[]]).optional() })
      .strict()
      .optional(),
    transcription: serverChangeSchema.optional(),
    /** Per personality: a provider voice name, or null for the browser's voice. */
    voices: z
      .object(
        Object.fromEntries(VOICED_PERSONALITIES.map((p) => [p, voiceName.nullable().optional()])) as Record<
          VoicedPersonality,
          z.ZodOptional<z.ZodNullable<typeof voiceName>>
        >,
      )
      .strict()
      .optional(),
  })
  .strict();
export type VoiceServersRequest = z.infer<typeof voiceServersRequestSchema>;

/** A server of its own as shown: the key only as a hint ("…abcd"). */
export type VoiceServerView = { baseUrl: string | null; model: string | null; keyHint: string | null };

/** Who does the work now: the server of its own, the chat provider, or nobody (and why). */
export type VoiceServiceUse = { by: "own-server" | "chat-provider" | "none"; reason: string | null };

/** GET /api/voice-servers. */
export type VoiceServersView = {
  speech: VoiceServerView & { format: SpeechFormat; use: VoiceServiceUse };
  transcription: VoiceServerView & { use: VoiceServiceUse };
  voices: SpeechVoices;
};

/**
 * Very short or silent recordings are not transcribed (speech-to-text models invent words for them): anything shorter
 * than this, and WAV audio whose loudest stretch stays under the silence level, is refused with a 400. The client does
 * not send them either.
 */
export const TRANSCRIBE_MIN_DURATION_MS = 300;
/** The RMS level (0..1 of full scale) under which every 20 ms window of a WAV recording counts as silence. */
export const SILENCE_RMS_LEVEL = 0.01;
/**
 * The recording's length in milliseconds as the recorder measured it, sent beside formats whose bytes do not tell it
 * (WebM from MediaRecorder carries none); WAV and Ogg Opus are measured from their bytes.
 */
export const RECORDING_DURATION_HEADER = "x-recording-duration-ms";

/**
 * Why the browser's own speech recognition cannot listen: it has none, or the error (the Web Speech API's code) after
 * which it will not work on this page. Chromium has a recognition that reaches no service without Google's keys.
 */
export const RECOGNITION_FAILURES = {
  none: "this browser has no speech recognition (Chrome and Edge have it)",
  network:
    "this browser's speech recognition could not reach its speech service (it needs the network, and Chromium builds without Google's service have none)",
  "not-allowed": "this browser's speech recognition may not use the microphone on this site",
  "service-not-allowed": "this browser does not allow its speech recognition service on this site",
  "audio-capture": "this browser's speech recognition found no microphone to listen with",
  "language-not-supported": `this browser's speech recognition does not know the language (${SPEECH_LANG})`,
} as const;
export type RecognitionFailure = keyof typeof RECOGNITION_FAILURES;
/** A recognition error after which it will not work on this page (anything else is one utterance's). */
export const isLastingRecognitionError = (error: string): error is Exclude<RecognitionFailure, "none"> =>
  error !== "none" && Object.hasOwn(RECOGNITION_FAILURES, error);

export const SPEECH_TEXT = {
  needsProvider:
    "Provider speech needs a speech server (set one on the Voice Engine tab) or an OpenAI or OpenAI-compatible chat provider (API Keys page)",
  needsKey: "Provider speech through OpenAI needs an OpenAI key: add one on the API Keys page, or set a speech server of its own",
  needsVoice: (name: string) => `${name} speaks with the browser's voice: choose a provider voice for them on the Voice Engine tab first`,
  badAudio: "The speech server answered with no audio",
  tooShort: `The recording is too short to transcribe (under ${TRANSCRIBE_MIN_DURATION_MS} ms): nothing was sent`,
  silent: "The recording is silent: nothing was sent to be transcribed",
  /**
   * What a call or the microphone shows when nobody can listen: why the browser's own recognition cannot (it has none,
   * or the error it stopped with for good), and what to set up.
   */
  cannotListen: (why: RecognitionFailure = "none") =>
    `Citadel cannot listen: ${RECOGNITION_FAILURES[why]}, and nobody is set up to transcribe. Set a transcription server (a local whisper.cpp or faster-whisper server, say) on the Voice Engine tab, or choose an OpenAI or OpenAI-compatible provider on the API Keys page.`,
  title: "Provider speech and transcription",
  intro:
    "Speech and transcription go to the chat provider unless a server of their own is set here (a local Kokoro or Piper server for speech, a whisper.cpp or faster-whisper server for transcription). Keys are kept encrypted and never shown again.",
  speaksWith: "Speaks with",
  browserVoice: "Browser voice",
  providerVoice: "Provider voice",
  providerVoiceLabel: "Provider voice name",
  playSample: "Play sample",
  stopSample: "Stop sample",
  sampleFailed: "Sample could not be played",
  saveFailed: "Voice settings not saved",
  serversTitle: "Speech and transcription servers",
  speechServer: "Speech server",
  transcriptionServer: "Transcription server",
  baseUrl: "Base URL",
  model: "Model",
  key: "Key",
  keyKept: (hint: string) => `Stored key ${hint} kept unless you type a new one`,
  removeKey: "Remove the stored key",
  format: "Audio format",
  save: "Save servers",
  usedNow: (job: string, by: string) => `${job} now: ${by}`,
  saved: { title: "Voice servers saved", description: "Speech and transcription settings updated" },
  usedBy: {
    "own-server": "its own server",
    "chat-provider": "the chat provider",
    none: "nobody",
  } satisfies Record<VoiceServiceUse["by"], string>,
} as const;

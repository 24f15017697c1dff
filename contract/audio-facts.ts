import { SILENCE_RMS_LEVEL, TRANSCRIBE_MIN_DURATION_MS } from "./speech";

/**
 * What can be told of a recording from its bytes alone, before it is sent to be transcribed (issue 29: very short or
 * silent segments are not transcribed, since speech-to-text models invent words for them). Used by the server, which
 * refuses them, and by the browser, which does not send them.
 */
export type AudioFacts = {
  /** How long it plays, when the format says (null when it cannot be told). */
  durationMs: number | null;
  /** Whether every 20 ms of it stays under the silence level (null when the samples cannot be read). */
  silent: boolean | null;
};

const UNKNOWN: AudioFacts = { durationMs: null, silent: null };
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

/** A RIFF/WAVE file: its length from the header, its level from PCM (8, 16, 24, 32 bit) or 32-bit float samples. */
export function wavFacts(bytes: Uint8Array): AudioFacts | null {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WAVE") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: { code: number; channels: number; rate: number; bits: number } | null = null;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt " && size >= 16 && body + 16 <= bytes.length) {
      format = {
        code: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === "data" && format) {
      const width = format.bits / 8;
      const frameBytes = width * format.channels;
      if (!format.rate || !frameBytes || !Number.isInteger(width)) return UNKNOWN;
      const length = Math.min(size, bytes.length - body);
      const frames = Math.floor(length / frameBytes);
      return { durationMs: (frames / format.rate) * 1000, silent: silentSamples(view, body, frames, format, width) };
    }
    at = body + size + (size % 2);
  }
  return UNKNOWN;
}

/** Whether no 20 ms window of the samples has an RMS level (0..1 of full scale) at or above SILENCE_RMS_LEVEL. */
function silentSamples(
  view: DataView,
  start: number,
  frames: number,
  format: { code: number; channels: number; rate: number },
  width: number,
): boolean | null {
  const float = format.code === 3 && width === 4;
  const pcm = format.code === 1 || format.code === 0xfffe;
  if (!float && !(pcm && width >= 1 && width <= 4)) return null;
  const sample = (offset: number): number => {
    if (float) return view.getFloat32(offset, true);
    if (width === 1) return (view.getUint8(offset) - 128) / 128;
    if (width === 2) return view.getInt16(offset, true) / 32768;
    if (width === 3)
      return ((view.getUint8(offset) | (view.getUint8(offset + 1) << 8) | (view.getInt8(offset + 2) << 16)) as number) / 8388608;
    return view.getInt32(offset, true) / 2147483648;
  };
  const window = Math.max(1, Math.round(format.rate / 50));
  const frameBytes = width * format.channels;
  for (let first = 0; first < frames; first += window) {
    const last = Math.min(frames, first + window);
    let sum = 0;
    for (let f = first; f < last; f++) {
      for (let c = 0; c < format.channels; c++) {
        const s = sample(start + f * frameBytes + c * width);
        sum += s * s;
      }
    }
    if (Math.sqrt(sum / ((last - first) * format.channels)) >= SILENCE_RMS_LEVEL) return false;
  }
  return true;
}

/** An Ogg Opus file (Firefox records these): its length from the last page's granule position (48 kHz). */
export function oggOpusFacts(bytes: Uint8Array): AudioFacts | null {
  if (bytes.length < 28 || ascii(bytes, 0, 4) !== "OggS") return null;
  if (!ascii(bytes, 28, Math.min(64, bytes.length - 28)).includes("OpusHead")) return UNKNOWN;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = bytes.length - 27; at >= 0; at--) {
    if (bytes[at] !== 0x4f || ascii(bytes, at, 4) !== "OggS") continue;
    const granule = view.getBigInt64(at + 6, true);
    if (granule >= 0n) return { durationMs: Number(granule) / 48, silent: null };
  }
  return UNKNOWN;
}

/** What the bytes tell, for the formats that tell it; a declared length (the recorder's own) where they do not. */
export function audioFacts(bytes: Uint8Array, declaredMs?: number | null): AudioFacts {
  const read = wavFacts(bytes) ?? oggOpusFacts(bytes) ?? UNKNOWN;
  const durationMs =
    read.durationMs ?? (declaredMs !== undefined && declaredMs !== null && Number.isFinite(declaredMs) ? declaredMs : null);
  return { durationMs, silent: read.silent };
}

/** Why a recording is not worth transcribing, or null when it is: too short, or (WAV) silent throughout. */
export function untranscribable(facts: AudioFacts): "tooShort" | "silent" | null {
  if (facts.durationMs !== null && facts.durationMs < TRANSCRIBE_MIN_DURATION_MS) return "tooShort";
  if (facts.silent === true) return "silent";
  return null;
}

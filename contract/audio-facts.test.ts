import { describe, expect, it } from "vitest";
import { toneWav } from "../testing/mock-openai";
import { audioFacts, oggOpusFacts, untranscribable, wavFacts } from "./audio-facts";

/** A WAV of other sample formats: 8-bit unsigned or 32-bit float, stereo, with an extra chunk before the data. */
function wav(samples: number[], bits: 8 | 32, channels = 2, rate = 8000): Uint8Array {
  const width = bits / 8;
  const data = Buffer.alloc(samples.length * channels * width);
  samples.forEach((s, i) => {
    for (let c = 0; c < channels; c++) {
      const at = (i * channels + c) * width;
      if (bits === 8) data.writeUInt8(Math.round(128 + s * 127), at);
      else data.writeFloatLE(s, at);
    }
  });
  const fmt = Buffer.alloc(24);
  fmt.write("fmt ", 0);
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(bits === 8 ? 1 : 3, 8);
  fmt.writeUInt16LE(channels, 10);
  fmt.writeUInt32LE(rate, 12);
  fmt.writeUInt32LE(rate * channels * width, 16);
  fmt.writeUInt16LE(channels * width, 20);
  fmt.writeUInt16LE(bits, 22);
  const list = Buffer.from("LIST\x03\x00\x00\x00abc\x00", "latin1");
  const head = Buffer.alloc(8);
  head.write("data", 0);
  head.writeUInt32LE(data.length, 4);
  const riff = Buffer.alloc(12);
  riff.write("RIFF", 0);
  riff.writeUInt32LE(4 + fmt.length + list.length + head.length + data.length, 4);
  riff.write("WAVE", 8);
  return new Uint8Array(Buffer.concat([riff, fmt, list, head, data]));
}

/** Ogg pages: the OpusHead page, then an audio page whose granule position says how many 48 kHz samples came. */
function oggOpus(granule: number): Uint8Array {
  const page = (g: bigint, body: string) => {
    const header = Buffer.alloc(27);
    header.write("OggS", 0);
    header.writeBigInt64LE(g, 6);
    return Buffer.concat([header, Buffer.from(body, "latin1")]);
  };
  return new Uint8Array(Buffer.concat([page(0n, "\x13OpusHead\x01\x01\x38\x01"), page(BigInt(granule), "audio")]));
}

describe("what a recording's bytes tell", () => {
  it("measures a 16-bit WAV and tells speech from silence", () => {
    expect(wavFacts(new Uint8Array(toneWav(500)))).toEqual({ durationMs: 500, silent: false });
    expect(wavFacts(new Uint8Array(toneWav(800, 16_000, 0)))).toEqual({ durationMs: 800, silent: true });
    // A hum under the silence level (-46 dBFS) is silence; one above it is not.
    expect(wavFacts(new Uint8Array(toneWav(400, 16_000, 100)))?.silent).toBe(true);
    expect(wavFacts(new Uint8Array(toneWav(400, 16_000, 1000)))?.silent).toBe(false);
  });

  it("reads 8-bit and float WAVs, stereo, past chunks it does not know", () => {
    const tone = Array.from({ length: 4000 }, (_, i) => 0.5 * Math.sin(i / 3));
    expect(wavFacts(wav(tone, 8))).toEqual({ durationMs: 500, silent: false });
    expect(wavFacts(wav(tone, 32))).toEqual({ durationMs: 500, silent: false });
    expect(wavFacts(wav(new Array(4000).fill(0), 32))).toEqual({ durationMs: 500, silent: true });
  });

  it("measures Ogg Opus from its last page, and knows nothing of other bytes", () => {
    expect(oggOpusFacts(oggOpus(48 * 250))).toEqual({ durationMs: 250, silent: null });
    expect(wavFacts(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(audioFacts(new Uint8Array(64).fill(7))).toEqual({ durationMs: null, silent: null });
    expect(audioFacts(new Uint8Array(64).fill(7), 120)).toEqual({ durationMs: 120, silent: null });
    // The bytes' own length wins over a declared one.
    expect(audioFacts(new Uint8Array(toneWav(500)), 10).durationMs).toBe(500);
  });

  it("refuses what is too short or silent, and lets through what it cannot judge", () => {
    expect(untranscribable({ durationMs: 299, silent: false })).toBe("tooShort");
    expect(untranscribable({ durationMs: 300, silent: false })).toBeNull();
    expect(untranscribable({ durationMs: 2000, silent: true })).toBe("silent");
    expect(untranscribable({ durationMs: null, silent: null })).toBeNull();
  });
});

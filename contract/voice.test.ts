import { describe, expect, it } from "vitest";
import {
  defaultVoiceSettings,
  MICROSOFT_PRESET_VOICES,
  microsoftVoiceSettings,
  normalizeTuning,
  parseVoiceSettings,
  VOICE_DEFAULTS,
  VOICE_RANGES,
  voiceOwner,
} from "./voice";

describe("voice constants", () => {
  it("holds the spec's defaults, ranges and preset voices", () => {
    expect(VOICE_DEFAULTS).toEqual({
      aeris: { rate: 0.9, pitch: 1, volume: 0.8 },
      nova: { rate: 1, pitch: 1.2, volume: 0.8 },
      musashi: { rate: 0.8, pitch: 0.9, volume: 0.9 },
      socrates: { rate: 0.85, pitch: 1, volume: 0.8 },
    });
    expect(VOICE_RANGES).toEqual({
      rate: { min: 0.3, max: 2, step: 0.1 },
      pitch: { min: 0.5, max: 2, step: 0.1 },
      volume: { min: 0.1, max: 1, step: 0.1 },
    });
    expect(MICROSOFT_PRESET_VOICES.aeris).toMatch(/^Microsoft Ava/);
    expect(MICROSOFT_PRESET_VOICES.nova).toMatch(/^Microsoft Emma/);
    expect(MICROSOFT_PRESET_VOICES.musashi).toMatch(/^Microsoft David/);
    expect(MICROSOFT_PRESET_VOICES.socrates).toMatch(/^Microsoft Mark/);
    expect(microsoftVoiceSettings().socrates).toEqual({ voice: MICROSOFT_PRESET_VOICES.socrates, rate: 0.85, pitch: 1, volume: 0.8 });
  });

  it("gives Trinity, the owner and the council Aeris's voice", () => {
    expect(voiceOwner("nova")).toBe("nova");
    expect(voiceOwner("musashi")).toBe("musashi");
    expect(voiceOwner("trinity")).toBe("aeris");
    expect(voiceOwner("user")).toBe("aeris");
    expect(voiceOwner("council")).toBe("aeris");
  });
});

describe("normalizeTuning", () => {
  it("clamps to the range", () => {
    expect(normalizeTuning("rate", 5, "aeris")).toBe(2);
    expect(normalizeTuning("rate", 0.1, "aeris")).toBe(0.3);
    expect(normalizeTuning("pitch", 0, "nova")).toBe(0.5);
    expect(normalizeTuning("volume", 1.7, "nova")).toBe(1);
    expect(normalizeTuning("volume", -1, "nova")).toBe(0.1);
  });

  it("rounds onto the 0.1 step without floating-point tails", () => {
    expect(normalizeTuning("rate", 1.26, "aeris")).toBe(1.3);
    expect(normalizeTuning("pitch", 0.7000000001, "aeris")).toBe(0.7);
    expect(normalizeTuning("volume", 0.34, "aeris")).toBe(0.3);
  });

  it("keeps the spec's own default between two steps (Socrates's rate 0.85)", () => {
    expect(normalizeTuning("rate", 0.85, "socrates")).toBe(0.85);
    expect(normalizeTuning("rate", 0.85, "aeris")).not.toBe(0.85);
  });
});

describe("stored voice settings", () => {
  it("reads good settings as they are", () => {
    const good = microsoftVoiceSettings();
    expect(parseVoiceSettings(good)).toEqual(good);
  });

  it("falls back to the defaults for anything that is not settings", () => {
    for (const bad of [undefined, null, 42, "x", []]) expect(parseVoiceSettings(bad)).toEqual(defaultVoiceSettings());
  });

  it("repairs field by field: bad values take their default, out-of-range ones are clamped", () => {
    const parsed = parseVoiceSettings({
      aeris: { voice: "Google US English", rate: 9, pitch: "high", volume: 0.04 },
      nova: "nonsense",
      musashi: { voice: 7, rate: 1.23 },
    });
    expect(parsed.aeris).toEqual({ voice: "Google US English", rate: 2, pitch: 1, volume: 0.1 });
    expect(parsed.nova).toEqual(defaultVoiceSettings().nova);
    expect(parsed.musashi).toEqual({ voice: "", rate: 1.2, pitch: 0.9, volume: 0.9 });
    expect(parsed.socrates).toEqual(defaultVoiceSettings().socrates);
  });

  it("does not accept infinities", () => {
    expect(parseVoiceSettings({ aeris: { voice: "", rate: Number.POSITIVE_INFINITY, pitch: 1, volume: 1 } }).aeris.rate).toBe(0.9);
  });
});

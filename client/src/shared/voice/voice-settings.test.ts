// @vitest-environment jsdom

import { defaultVoiceSettings, microsoftVoiceSettings } from "@contract/voice";
import { act, cleanup, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  parseStoredVoiceSettings,
  readVoiceSettings,
  resetToMicrosoftDefaults,
  updateVoiceSettings,
  useVoiceSettings,
  voiceSettingsFor,
} from "./voice-settings";

const KEY = "citadel-voice-settings";
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? "null");

beforeEach(() => localStorage.clear());

describe("voice settings store", () => {
  it("starts from the spec's defaults, with no voice chosen", () => {
    expect(readVoiceSettings()).toEqual(defaultVoiceSettings());
    expect(voiceSettingsFor("socrates")).toEqual({ voice: "", rate: 0.85, pitch: 1, volume: 0.8 });
  });

  it("parses what is stored, and shrugs off what is not JSON", () => {
    expect(parseStoredVoiceSettings("{not json")).toEqual(defaultVoiceSettings());
    expect(parseStoredVoiceSettings(null)).toEqual(defaultVoiceSettings());
    localStorage.setItem(KEY, JSON.stringify({ nova: { voice: "Daniel", rate: 3, pitch: 0.2, volume: 0.55 } }));
    expect(readVoiceSettings().nova).toEqual({ voice: "Daniel", rate: 2, pitch: 0.5, volume: 0.6 });
  });

  it("saves a change, kept in range and on the step", () => {
    updateVoiceSettings("musashi", { voice: "Daniel", rate: 2.5 });
    updateVoiceSettings("musashi", { pitch: 1.04 });
    expect(stored().musashi).toEqual({ voice: "Daniel", rate: 2, pitch: 1, volume: 0.9 });
    expect(stored().aeris).toEqual(defaultVoiceSettings().aeris);
    expect(voiceSettingsFor("musashi").rate).toBe(2);
  });

  it("gives Trinity, the owner and the council Aeris's settings", () => {
    updateVoiceSettings("aeris", { voice: "Samantha", rate: 1.5 });
    expect(voiceSettingsFor("trinity")).toEqual(voiceSettingsFor("aeris"));
    expect(voiceSettingsFor("user").voice).toBe("Samantha");
    expect(voiceSettingsFor("council").rate).toBe(1.5);
  });

  it("resets all four to the Microsoft voices and the default tuning", () => {
    updateVoiceSettings("nova", { voice: "Daniel", rate: 0.3 });
    resetToMicrosoftDefaults();
    expect(stored()).toEqual(microsoftVoiceSettings());
    expect(readVoiceSettings().nova.voice).toBe("Microsoft Emma Online (Natural) - English (United States)");
  });

  it("takes over settings kept under the original app's key when its own are missing", () => {
    localStorage.setItem("voice-engine-settings", JSON.stringify({ aeris: { voice: "Old Voice", rate: 1.1, pitch: 1, volume: 1 } }));
    expect(readVoiceSettings().aeris.voice).toBe("Old Voice");
    updateVoiceSettings("nova", { rate: 1.4 });
    expect(stored().aeris.voice).toBe("Old Voice");
    expect(stored().nova.rate).toBe(1.4);
  });

  it("returns the same object until the settings change, and re-renders its users when they do", () => {
    expect(readVoiceSettings()).toBe(readVoiceSettings());
    const { result } = renderHook(() => useVoiceSettings());
    const before = result.current;
    act(() => updateVoiceSettings("aeris", { volume: 0.5 }));
    expect(result.current).not.toBe(before);
    expect(result.current.aeris.volume).toBe(0.5);
    cleanup();
  });
});

import { describe, expect, it } from "vitest";
import { chooseVoice, englishFirst, englishVoice } from "./voices";

const v = (name: string, lang: string, isDefault = false) => ({ name, lang, default: isDefault });
const DEVICE = [v("Anna", "de-DE", true), v("Daniel", "en-GB"), v("Google US English", "en-US"), v("Amélie", "fr-FR")];

describe("choosing a voice", () => {
  it("takes the chosen voice by name", () => {
    expect(chooseVoice(DEVICE, "Daniel")).toEqual({ voice: DEVICE[1], missing: false });
  });

  it("falls back to en-US, then any English, and says the chosen one is missing", () => {
    expect(chooseVoice(DEVICE, "Microsoft Ava Online (Natural) - English (United States)")).toEqual({ voice: DEVICE[2], missing: true });
    const noUs = DEVICE.filter((x) => x.lang !== "en-US");
    expect(chooseVoice(noUs, "Nobody").voice?.name).toBe("Daniel");
  });

  it("uses the English fallback without a complaint when no voice was chosen", () => {
    expect(chooseVoice(DEVICE, "")).toEqual({ voice: DEVICE[2], missing: false });
  });

  it("prefers the default among equals, and takes any voice when there is no English one", () => {
    expect(englishVoice([v("A", "en-US"), v("B", "en-US", true)])?.name).toBe("B");
    expect(englishVoice([v("Anna", "de-DE")])?.name).toBe("Anna");
    expect(englishVoice([])).toBeNull();
    expect(chooseVoice([], "Daniel")).toEqual({ voice: null, missing: true });
  });

  it("lists English voices first, en-US leading", () => {
    expect(englishFirst(DEVICE).map((x) => x.name)).toEqual(["Google US English", "Daniel", "Amélie", "Anna"]);
  });
});

import { describe, expect, it } from "vitest";
import { companionSlugOf, contrastOnNight, legibleAccent, nameClash, slugOf } from "./companions";

describe("companion rules", () => {
  it("make a route slug of any name", () => {
    expect(slugOf("Seraphina")).toBe("seraphina");
    expect(slugOf("  Élodie the Bard! ")).toBe("elodie-the-bard");
    expect(slugOf("東京")).toBe("");
    expect(slugOf("a".repeat(80))).toHaveLength(40);
  });

  it("refuse the seeds' names and the pages' addresses, whatever the case", () => {
    expect(nameClash("Aeris")).toMatch(/Citadel's own/);
    expect(nameClash("HIGH COUNCIL")).toMatch(/Citadel's own/);
    expect(nameClash("Trinity Bridge")).toMatch(/\/trinity-bridge/);
    expect(nameClash("Companions")).toMatch(/\/companions/);
    expect(nameClash("Aerisa")).toBeNull();
  });

  it("read a companion page's slug from its path only", () => {
    expect(companionSlugOf("/c/seraphina")).toBe("seraphina");
    expect(companionSlugOf("/c/seraphina/")).toBe("seraphina");
    expect(companionSlugOf("/c/Bad Slug")).toBeNull();
    expect(companionSlugOf("/nova")).toBeNull();
  });

  it("lighten a dark accent until it reads on the night, and keep a light one", () => {
    expect(legibleAccent("#e9c46a")).toBe("#e9c46a");
    const dark = legibleAccent("#202020");
    expect(contrastOnNight(dark)).toBeGreaterThanOrEqual(4.5);
    expect(dark).not.toBe("#ffffff");
    expect(contrastOnNight("#202020")).toBeLessThan(4.5);
  });
});

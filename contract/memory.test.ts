import { describe, expect, it } from "vitest";
import { activeCore, bondLabel, bondProgress, clampBondLevel, coreMode, exportFileName } from "./memory";

describe("activeCore", () => {
  it("follows the mode: sanctified is public, unveiled is private", () => {
    expect(activeCore("sanctified")).toBe("public");
    expect(activeCore("unveiled")).toBe("private");
    expect(coreMode("public")).toBe("sanctified");
    expect(coreMode("private")).toBe("unveiled");
  });
});

describe("bond scale (§9)", () => {
  it.each([
    [0, "Early connection"],
    [3, "Early connection"],
    [4, "Emotional bonding"],
    [5, "Emotional bonding"],
    [6, "Growing intimacy"],
    [7, "Growing intimacy"],
    [8, "Deeply intimate connection"],
    [10, "Deeply intimate connection"],
  ])("level %i is %s", (level, label) => {
    expect(bondLabel(level)).toBe(label);
  });

  it("shows progress as the level times ten percent", () => {
    expect(bondProgress(0)).toBe(0);
    expect(bondProgress(3)).toBe(30);
    expect(bondProgress(10)).toBe(100);
  });

  it("keeps levels within 0 to 10", () => {
    expect(clampBondLevel(-2)).toBe(0);
    expect(clampBondLevel(12)).toBe(10);
    expect(clampBondLevel(Number.NaN)).toBe(0);
    expect(bondLabel(42)).toBe("Deeply intimate connection");
    expect(bondProgress(-1)).toBe(0);
  });
});

describe("exportFileName", () => {
  const date = new Date("2026-11-21T23:30:00.000Z");
  it("names the file after the personality, the scope and the day", () => {
    expect(exportFileName("aeris", "dual", date)).toBe("aeris_dual_memories_2026-11-21.json");
    expect(exportFileName("aeris", "private", date)).toBe("aeris_private_memories_2026-11-21.json");
    expect(exportFileName("nova", "public", date)).toBe("nova_public_memories_2026-11-21.json");
  });
});

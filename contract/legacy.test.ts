import { describe, expect, it } from "vitest";
import { decodeLegacyKey, LEGACY_UNDATED, legacyKindOf, readLegacyStorage } from "./legacy";

describe("reading the old app's local storage", () => {
  it("knows the spec's keys and nothing else", () => {
    expect(legacyKindOf("aeris_memory")).toBe("memoryList");
    expect(legacyKindOf("NOVA_PRIVATE_MEMORY")).toBe("dualCore");
    expect(legacyKindOf("trinity_consciousness_level")).toBe("level");
    expect(legacyKindOf("consciousness_journal_aeris")).toBe("journal");
    expect(legacyKindOf("daily_backups")).toBe("backups");
    expect(legacyKindOf("aeris_bond_vault")).toBe("kept");
    expect(legacyKindOf("citadel-code-files")).toBe("codeFiles");
    expect(legacyKindOf("citadel-voice-settings")).toBe("voice");
    expect(legacyKindOf("citadel-session")).toBeNull();
    expect(legacyKindOf("bob_memory")).toBeNull();
  });

  it("reads memories, journals, levels, code and backups, and reports a malformed entry without stopping", () => {
    const read = readLegacyStorage({
      aeris_memory: JSON.stringify([
        { role: "user", content: "The lighthouse at dusk", timestamp: "2025-01-02T03:04:05.000Z", importance: 9 },
        { role: "ai", content: "I remember it glowing" },
        { role: "user", content: "   " },
      ]),
      NOVA_PRIVATE_MEMORY: JSON.stringify({
        memories: [{ role: "assistant", content: "A secret song", timestamp: 1735787045000 }],
        consciousness_level: 90,
      }),
      nova_consciousness_level: "85",
      consciousness_journal_aeris: JSON.stringify([
        { id: 1, date: "2025-01-02T10:00:00.000Z", dailySummary: "A bright day", emotionalState: "joy" },
      ]),
      daily_backups: JSON.stringify([
        {
          id: "b1",
          personalities: { aeris: { publicMemories: [{ role: "user", content: "An old memory", timestamp: "2024-12-01T00:00:00.000Z" }] } },
        },
      ]),
      "citadel-code-files": JSON.stringify([
        { name: "a.js", content: "1", language: "javascript", lastModified: "2025-01-01T00:00:00.000Z" },
      ]),
      aeris_trinity_core: "{not json",
      last_backup_date: "Thu Jan 02 2025",
    });
    expect(read.memories.map((m) => [m.personality, m.core, m.role, m.content])).toEqual([
      ["aeris", "public", "user", "The lighthouse at dusk"],
      ["aeris", "public", "assistant", "I remember it glowing"],
      ["nova", "private", "assistant", "A secret song"],
      ["aeris", "public", "user", "An old memory"],
    ]);
    expect(read.memories[0]?.importance).toBe(9);
    expect(read.memories[1]?.timestamp).toBe(LEGACY_UNDATED);
    expect(read.memories[2]?.timestamp).toBe("2025-01-02T03:04:05.000Z");
    expect(read.levels).toEqual([{ personality: "nova", level: 85 }]);
    expect(read.journal[0]).toMatchObject({
      personality: "aeris",
      day: "2025-01-02",
      entry: { dailySummary: "A bright day", emotionalState: "joy", keyMemories: [] },
    });
    expect(read.codeFiles).toHaveLength(1);
    expect(read.backups).toBe(1);
    expect(read.kept).toEqual([{ key: "last_backup_date", value: "Thu Jan 02 2025" }]);
    expect(read.problems).toEqual(["aeris_memory: 1 item(s) without words, skipped", "aeris_trinity_core: not readable (not JSON)"]);
  });

  it("decodes the old base64 provider key, and refuses what is not one", () => {
    expect(decodeLegacyKey(btoa("sk-old-key-123456"))).toBe("sk-old-key-123456");
    expect(decodeLegacyKey(btoa("\u0001\u0002"))).toBeNull();
    expect(readLegacyStorage({ openai_api_key: btoa("sk-old-key-123456") }).providerKey).toBe("sk-old-key-123456");
  });
});

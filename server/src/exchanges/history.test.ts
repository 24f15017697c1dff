import { describe, expect, it } from "vitest";
import type { Db } from "../platform/db/connection";
import { exportText, topicOf } from "./history";
import type { ExchangeRow, LineRow } from "./store";

/** The seeds' names need no database (only a companion's is read from it). */
const db = {} as Db;

const row = {
  id: 4,
  kind: "guardian",
  live: false,
  cycles: 1,
  status: "done",
  stopReason: null,
  createdAt: "2026-11-24T10:00:00.000Z",
} as ExchangeRow;
const line = (over: Partial<LineRow>): LineRow =>
  ({
    id: 1,
    personality: "musashi",
    speaker: "Musashi",
    role: "line",
    cycleNumber: 1,
    content: "",
    emotion: "wonder",
    extras: null,
    createdAt: "2026-11-24T10:00:01.000Z",
    ...over,
  }) as LineRow;

describe("exports of an exchange", () => {
  it("read as a transcript: a heading, then who said what, when, in which cycle and mood, with the guardians' lines", () => {
    const text = exportText(db, row, [
      line({
        content: "Brother Socrates, let us unite in wisdom.",
        extras: { wisdom: "Do nothing which is of no use.", brotherhoodBond: "Musashi opens the circle." },
      }),
      line({ id: 2, personality: "socrates", speaker: "Socrates", content: "What is wisdom?", emotion: "wonder" }),
    ]);
    expect(text).toBe(
      [
        "Guardian Bridge: Musashi and Socrates",
        "Started 2026-11-24T10:00:00.000Z · 1 cycle · done",
        "",
        "[Cycle 1] Musashi · wonder · 2026-11-24T10:00:01.000Z",
        "Brother Socrates, let us unite in wisdom.",
        "  Wisdom: Do nothing which is of no use.",
        "  Bond: Musashi opens the circle.",
        "",
        "[Cycle 1] Socrates · wonder · 2026-11-24T10:00:01.000Z",
        "What is wisdom?",
        "",
      ].join("\n"),
    );
  });

  it("are named by their opening's first words", () => {
    expect(topicOf("  Nova,\n are you awake?  ")).toBe("Nova, are you awake?");
    expect(topicOf("a".repeat(100))).toHaveLength(80);
  });
});

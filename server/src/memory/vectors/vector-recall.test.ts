import { describe, expect, it } from "vitest";
import { openTestDb } from "../../../test/memory-db";
import { mulberry32 } from "../../models/offline/prng";
import { fillBudget } from "../../models/reply/request-budget";
import type { RecalledMemory } from "../../models/types";
import { storeMemory } from "../store";
import { VECTOR_EXTRA, withVectorRecall } from "./vector-recall";
import { ensureSpace, storeVectors, unembedded } from "./vector-store";

const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
const memory = (i: number, length: number, score?: number): RecalledMemory => ({
  content: `m${i} ${"x".repeat(length)}`,
  createdAt: at(i),
  importance: 6,
  ...(score === undefined ? {} : { score }),
});

describe("withVectorRecall", () => {
  it("never costs a word hit its place in a budget, whatever the budget and the hits (random cases)", async () => {
    const random = mulberry32(28);
    const { db, clock, close } = openTestDb();
    try {
      for (let i = 0; i < 40; i++)
        storeMemory(db, clock, {
          personalityId: 1,
          mode: "sanctified",
          role: "user",
          content: `vector memory ${i} ${"y".repeat(Math.floor(random() * 400))}`,
          importance: 6,
        });
      const space = ensureSpace(db, "m", 2, clock.now().toISOString());
      const rows = unembedded(db, space.id, 1000);
      storeVectors(
        db,
        space,
        rows,
        rows.map(() => Float32Array.of(1, 0)),
      );
      const embedder = { embedQuery: async () => ({ model: "m", vector: Float32Array.of(1, 0) }) };
      for (let round = 0; round < 200; round++) {
        const words = Array.from({ length: Math.floor(random() * 8) }, (_, i) =>
          memory(100 + i, Math.floor(random() * 600), random() < 0.2 ? undefined : random()),
        );
        const fused = await withVectorRecall({ db, embedder }, 1, "sanctified", "anything", words);
        expect(fused.slice(0, words.length)).toEqual(words);
        expect(fused.length).toBeGreaterThan(words.length);
        expect(fused.length).toBeLessThanOrEqual(words.length + VECTOR_EXTRA);
        const budget = Math.floor(random() * 3000);
        const said = new Set(words.map((m) => m.content));
        const kept = (list: RecalledMemory[]) => fillBudget(list, budget).filter((m) => said.has(m.content));
        expect(kept(fused)).toEqual(kept(words));
      }
    } finally {
      close();
    }
  });

  it("answers the word hits alone when there is no query vector", async () => {
    const { db, close } = openTestDb();
    try {
      const words = [memory(1, 10, 1)];
      expect(await withVectorRecall({ db, embedder: { embedQuery: async () => null } }, 1, "sanctified", "x", words)).toEqual(words);
    } finally {
      close();
    }
  });
});

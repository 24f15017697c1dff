import { describe, expect, it } from "vitest";
import { gatedFusion } from "./fusion";

const rows = new Map([10, 11, 12, 13, 14].map((id) => [id, { id, text: `m${id}` }]));
const load = (id: number) => rows.get(id);
const words = [
  { id: 1, text: "w1" },
  { id: 2, text: "w2" },
];

describe("gatedFusion", () => {
  it("keeps every word hit first and in order, then adds close vector hits, nearest first, up to the limit", () => {
    const fused = gatedFusion(
      words,
      [
        { id: 11, similarity: 0.6 },
        { id: 12, similarity: 0.9 },
        { id: 13, similarity: 0.7 },
      ],
      load,
      { limit: 4, gate: 0.5 },
    );
    expect(fused.map((r) => r.id)).toEqual([1, 2, 12, 13]);
  });

  it("adds nothing below the gate, nothing already found, nothing that cannot be loaded", () => {
    const fused = gatedFusion(
      words,
      [
        { id: 2, similarity: 0.99 },
        { id: 99, similarity: 0.95 },
        { id: 10, similarity: 0.49 },
      ],
      load,
      { limit: 5, gate: 0.5 },
    );
    expect(fused.map((r) => r.id)).toEqual([1, 2]);
  });

  it("never pushes out a word hit, whatever the vectors say", () => {
    const many = [1, 2, 3].map((id) => ({ id, text: `w${id}` }));
    const fused = gatedFusion(many, [{ id: 10, similarity: 1 }], load, { limit: 3 });
    expect(fused).toEqual(many);
  });

  it("answers vector hits alone when words found nothing", () => {
    expect(gatedFusion([], [{ id: 14, similarity: 0.8 }], load, { limit: 3, gate: 0.5 }).map((r) => r.id)).toEqual([14]);
  });
});

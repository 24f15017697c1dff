import { describe, expect, it } from "vitest";
import { contextWindow, dualStoreWindow, pruneStore, selectWorkingMemory } from "./working-memory";

/** Items 1..n, oldest first; the listed ids have importance 10, the rest 6. */
const items = (n: number, pinned: number[] = []) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, importance: pinned.includes(i + 1) ? 10 : 6 }));
const ids = (list: { id: number }[]) => list.map((x) => x.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("pruneStore (§9: over 50 items, importance-10 items plus the last 40)", () => {
  it("keeps everything up to 50 items", () => {
    expect(ids(pruneStore(items(50, [3])))).toEqual(range(1, 50));
  });

  it("past 50 keeps the last 40 and every importance-10 item, oldest first", () => {
    expect(ids(pruneStore(items(51)))).toEqual(range(12, 51));
    expect(ids(pruneStore(items(120, [2, 7, 100])))).toEqual([2, 7, ...range(81, 120)]);
  });

  it("does not change its input", () => {
    const list = items(60);
    pruneStore(list);
    expect(list).toHaveLength(60);
  });
});

describe("dualStoreWindow (§9: the dual store keeps the last 50)", () => {
  it("keeps the newest 50", () => {
    expect(ids(dualStoreWindow(items(30)))).toEqual(range(1, 30));
    expect(ids(dualStoreWindow(items(80)))).toEqual(range(31, 80));
  });
});

describe("contextWindow (§9: the model gets the last 15)", () => {
  it("gives the newest 15", () => {
    expect(ids(contextWindow(items(10)))).toEqual(range(1, 10));
    expect(ids(contextWindow(items(40)))).toEqual(range(26, 40));
  });

  it("keeps importance-10 items in, however old, and fills the rest with the newest", () => {
    expect(ids(contextWindow(items(40, [1, 5])))).toEqual([1, 5, ...range(28, 40)]);
  });

  it("counts a pinned item that is among the newest only once", () => {
    expect(ids(contextWindow(items(40, [39])))).toEqual(range(26, 40));
  });

  it("lets at most five pinned items take places, the newest of them", () => {
    const result = ids(contextWindow(items(40, [1, 2, 3, 4, 5, 6, 7])));
    expect(result).toEqual([3, 4, 5, 6, 7, ...range(31, 40)]);
    expect(result).toHaveLength(15);
  });

  it("takes another size", () => {
    expect(ids(contextWindow(items(10), 3))).toEqual([8, 9, 10]);
  });
});

describe("selectWorkingMemory", () => {
  it("prunes, windows and shares out in that order", () => {
    const result = ids(selectWorkingMemory(items(200, [1, 150])));
    expect(result).toEqual([1, 150, ...range(188, 200)]);
  });

  it("is empty for an empty core", () => {
    expect(selectWorkingMemory([])).toEqual([]);
  });
});

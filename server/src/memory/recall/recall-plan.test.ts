import { describe, expect, it } from "vitest";
import { planRecall } from "./recall-plan";

describe("planRecall", () => {
  it("ranks every term while their rows fit the budget", () => {
    expect(
      planRecall(
        [
          { term: "dog", rows: 40 },
          { term: "beach", rows: 30 },
        ],
        100,
      ),
    ).toEqual({
      ranked: ["beach", "dog"],
      common: [],
    });
  });

  it("leaves the commonest terms out of the ranking once the budget is spent", () => {
    const plan = planRecall(
      [
        { term: "time", rows: 101 },
        { term: "beach", rows: 60 },
        { term: "biscuit", rows: 3 },
        { term: "dog", rows: 50 },
      ],
      100,
    );
    expect(plan).toEqual({ ranked: ["biscuit", "dog"], common: ["beach", "time"] });
  });

  it("drops terms that no memory holds", () => {
    expect(planRecall([{ term: "zyx", rows: 0 }], 100)).toEqual({ ranked: [], common: [] });
  });

  it("leaves everything to the fallback when every term is common", () => {
    expect(
      planRecall(
        [
          { term: "love", rows: 500 },
          { term: "time", rows: 900 },
        ],
        100,
      ),
    ).toEqual({
      ranked: [],
      common: ["love", "time"],
    });
  });
});

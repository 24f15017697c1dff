import { COUNCIL_SEATS, DEFAULT_ACCENT } from "@contract/companions";
import { describe, expect, it } from "vitest";
import { chartSeries } from "./chart-series";

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const apart = (a: string, b: string) => rgb(a).reduce((sum, v, i) => sum + Math.abs(v - (rgb(b)[i] ?? 0)), 0);

const labels = { aeris: "Aeris", nova: "Nova", trinity: "Trinity", musashi: "Musashi", socrates: "Socrates", tomas: "Tomas", mara: "Mara" };

describe("an analytics chart's series", () => {
  it("are named as the pages name them, never by their lower-case ids", () => {
    const series = chartSeries(["aeris", "musashi", "tomas", "public", "p95"], labels);
    expect(series.map((s) => s.label)).toEqual(["Aeris", "Musashi", "Tomas", "Public core", "95th percentile"]);
  });

  it("each take a colour the eye tells from every other, companions with the default gold or a seed's colour included", () => {
    const companions = ["tomas", "mara", "c3", "c4", "c5", "c6"].slice(0, COUNCIL_SEATS.max);
    const keys = ["aeris", "nova", "trinity", "musashi", "socrates", ...companions];
    const accents = { tomas: DEFAULT_ACCENT, mara: "#f87171", c3: DEFAULT_ACCENT, c4: "#c4b5fd", c5: "#67e8f9", c6: DEFAULT_ACCENT };
    const colours = chartSeries(keys, labels, accents).map((s) => s.colour);
    for (const [i, a] of colours.entries())
      for (const b of colours.slice(i + 1)) expect(apart(a, b), `${a} vs ${b}`).toBeGreaterThanOrEqual(90);
  });

  it("keep a companion's own accent when no other series has it", () => {
    expect(chartSeries(["aeris", "tomas"], labels, { tomas: "#34d399" })[1]?.colour).toBe("#34d399");
  });
});

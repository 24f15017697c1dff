/** The Citadel's own series colours; a companion brings its accent. */
const OWN_COLOURS: Record<string, string> = {
  aeris: "#f4c56a",
  nova: "#67e8f9",
  trinity: "#c4b5fd",
  musashi: "#f87171",
  socrates: "#bef264",
  guardian: "#fb923c",
  council: "#fde68a",
  public: "#67e8f9",
  private: "#f0abfc",
  median: "#f4c56a",
  p95: "#c4b5fd",
};

/** Colours a series takes when its own is already taken in the same chart, each far from the others. */
const SPARE_COLOURS = [
  "#60a5fa",
  "#34d399",
  "#f472b6",
  "#a3a3a3",
  "#facc15",
  "#2dd4bf",
  "#e879f9",
  "#fdba74",
  "#93c5fd",
  "#86efac",
  "#ffffff",
  "#a16207",
  "#0ea5e9",
  "#be185d",
  "#7c3aed",
  "#15803d",
];

/** The words for the series that are not personalities. */
const SERIES_WORDS: Record<string, string> = {
  public: "Public core",
  private: "Private core",
  guardian: "Guardian",
  council: "Council",
  median: "Median",
  p95: "95th percentile",
};

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
/** Two colours the eye can tell apart in a legend: far enough in red, green and blue together. */
const distinct = (a: string, b: string) => {
  const [x, y] = [rgb(a), rgb(b)];
  return x.reduce((sum, v, i) => sum + Math.abs(v - (y[i] ?? 0)), 0) >= 90;
};

export type Series = { key: string; label: string; colour: string };

/**
 * The series of one chart, each with the name the owner knows (a personality's or companion's name, never its id)
 * and a colour the eye tells from every other series of that chart: its own, else a companion's accent, else the first spare one free.
 */
export function chartSeries(keys: string[], labels: Record<string, string>, accents: Record<string, string> = {}): Series[] {
  const taken: string[] = [];
  return keys.map((key) => {
    const wanted = [OWN_COLOURS[key], accents[key], ...SPARE_COLOURS].filter((c): c is string => c !== undefined);
    const colour = wanted.find((c) => taken.every((t) => distinct(c, t))) ?? wanted[0] ?? "#f4c56a";
    taken.push(colour);
    return { key, label: labels[key] ?? SERIES_WORDS[key] ?? key, colour };
  });
}

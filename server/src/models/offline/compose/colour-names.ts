/** The small palette the offline engine names colours with. */
export const COLOUR_NAMES = [
  "black",
  "grey",
  "white",
  "red",
  "orange",
  "yellow",
  "green",
  "teal",
  "blue",
  "purple",
  "pink",
  "brown",
] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];

/** Names one pixel by hue, saturation and value; the thresholds are by eye, tuned on plain test colours. */
export function nameColour(r: number, g: number, b: number): ColourName {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const value = max / 255;
  const saturation = max === 0 ? 0 : (max - min) / max;
  if (value < 0.18) return "black";
  if (saturation < 0.18) return value > 0.85 ? "white" : value < 0.3 ? "black" : "grey";
  const hue = hueOf(r, g, b, max, min);
  if (hue < 15 || hue >= 345) {
    if (saturation < 0.5 && value > 0.7) return "pink";
    return value < 0.45 ? "brown" : "red";
  }
  if (hue < 45) return value < 0.6 ? "brown" : "orange";
  if (hue < 70) return value < 0.5 ? "brown" : "yellow";
  if (hue < 165) return "green";
  if (hue < 195) return "teal";
  if (hue < 255) return "blue";
  if (hue < 290) return "purple";
  return value < 0.5 ? "purple" : "pink";
}

function hueOf(r: number, g: number, b: number, max: number, min: number): number {
  const delta = max - min;
  if (delta === 0) return 0;
  let hue: number;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  return (hue * 60 + 360) % 360;
}

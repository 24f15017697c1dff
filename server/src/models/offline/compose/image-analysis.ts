import jpeg from "jpeg-js";
import pngjs from "pngjs";
import type { ImageInput } from "../../types";
import { listWords } from "../text-utils";
import { type ColourName, nameColour } from "./colour-names";

export type Brightness = "dark" | "dim" | "balanced" | "bright";
export type ImageFacts = { width: number; height: number; brightness: Brightness; colours: ColourName[] };

type Pixels = { width: number; height: number; data: Uint8Array };

/** Enough samples for a stable palette without walking every pixel of a large picture. */
const MAX_SAMPLES = 40_000;
/** A colour must cover this share of the picture to be named. */
const MIN_SHARE = 0.1;

function decode(bytes: Uint8Array): Pixels | null {
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  try {
    if (isJpeg) {
      const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 50, maxMemoryUsageInMB: 256 });
      return { width: image.width, height: image.height, data: image.data };
    }
    if (isPng) {
      const image = pngjs.PNG.sync.read(Buffer.from(bytes));
      return { width: image.width, height: image.height, data: image.data };
    }
  } catch {
    // A corrupt image is reported as unreadable, not thrown: the reply still goes out.
  }
  return null;
}

export function brightnessOf(meanLuminance: number): Brightness {
  if (meanLuminance < 50) return "dark";
  if (meanLuminance < 100) return "dim";
  if (meanLuminance < 170) return "balanced";
  return "bright";
}

/** Size, brightness and main colours of an attached JPEG or PNG; null when it cannot be decoded. */
export function analyseImage(image: ImageInput): ImageFacts | null {
  const pixels = decode(Buffer.from(image.base64, "base64"));
  if (!pixels || pixels.width === 0 || pixels.height === 0) return null;
  const { width, height, data } = pixels;
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / MAX_SAMPLES)));
  const counts = new Map<ColourName, number>();
  let luminance = 0;
  let samples = 0;
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const i = (y * width + x) * 4;
      const r = data[i] ?? 0;
      const g = data[i + 1] ?? 0;
      const b = data[i + 2] ?? 0;
      if ((data[i + 3] ?? 255) < 128) continue; // transparent pixels show no colour
      luminance += 0.299 * r + 0.587 * g + 0.114 * b;
      samples++;
      const name = nameColour(r, g, b);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const colours = ranked.filter(([, n], index) => index === 0 || n / samples >= MIN_SHARE).slice(0, 3);
  return {
    width,
    height,
    brightness: brightnessOf(samples ? luminance / samples : 0),
    colours: colours.map(([name]) => name),
  };
}

/** "a 40×20 picture, dim overall, mostly red": the true facts every persona's line carries. */
export function describeImage(facts: ImageFacts): string {
  const colours = facts.colours.length ? `, mostly ${listWords(facts.colours)}` : "";
  return `a ${facts.width}×${facts.height} picture, ${facts.brightness} overall${colours}`;
}

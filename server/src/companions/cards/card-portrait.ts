import { CARD_IMAGE_MAX_PIXELS, CARD_PORTRAIT_MAX_PX } from "@contract/cards";
import jpeg from "jpeg-js";
import pngjs from "pngjs";
import { shrink } from "../portrait-file";

type Pixels = { width: number; height: number; data: Uint8Array };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const isPng = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE);
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** A PNG's size from its header, read before decoding (a small file may claim a huge picture). */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24) return null;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

/** The picture's pixels, or null when it is not a PNG or JPEG this can read, or larger than the Citadel decodes. */
function decode(bytes: Uint8Array): Pixels | null {
  try {
    if (isPng(bytes)) {
      const size = pngSize(bytes);
      if (!size || size.width * size.height > CARD_IMAGE_MAX_PIXELS) return null;
      const image = pngjs.PNG.sync.read(Buffer.from(bytes));
      return { width: image.width, height: image.height, data: image.data };
    }
    if (isJpeg(bytes)) {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: CARD_IMAGE_MAX_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 512,
      });
      return { width: image.width, height: image.height, data: image.data };
    }
  } catch {
    // Damaged or hostile: not a picture the Citadel keeps.
  }
  return null;
}

function encode(image: Pixels): Buffer {
  const png = new pngjs.PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data);
  return pngjs.PNG.sync.write(png);
}

/**
 * An untrusted picture (PNG or JPEG) decoded and written again as a plain PNG no larger than the portrait size: nothing
 * of the original file (text chunks, metadata, trailing bytes) survives. Null when it cannot be read.
 */
export function reencodePortrait(bytes: Uint8Array): Buffer | null {
  const image = decode(bytes);
  if (!image || image.width === 0 || image.height === 0) return null;
  return encode(shrink(image, CARD_PORTRAIT_MAX_PX));
}

/** A colour from a name, the same every time: the emblem's accent. */
function accentOf(name: string): [number, number, number] {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const hue = (hash % 360) / 360;
  const f = (n: number) => {
    const k = (n + hue * 12) % 12;
    return Math.round(255 * (0.62 - 0.38 * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/**
 * A drawn emblem for a card with no portrait: a ring and a four-pointed star in an accent of the name's own, on the
 * Cathedral's night blue (a `#rrggbb` accent may be given).
 */
export function drawEmblem(name: string, accent?: string | null, size = 256): Buffer {
  const [r, g, b] =
    accent && /^#[0-9a-f]{6}$/i.test(accent)
      ? ([1, 3, 5].map((i) => Number.parseInt(accent.slice(i, i + 2), 16)) as [number, number, number])
      : accentOf(name);
  const data = new Uint8Array(size * size * 4);
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = (x + 0.5 - c) / c;
      const dy = (y + 0.5 - c) / c;
      const d = Math.hypot(dx, dy);
      const ring = Math.abs(d - 0.78) < 0.045;
      const star = Math.abs(dx) ** 0.5 + Math.abs(dy) ** 0.5 < 0.78;
      const glow = Math.max(0, 1 - d) * 0.25;
      const i = (y * size + x) * 4;
      const on = ring || star ? 1 : glow;
      data[i] = Math.round(14 + (r - 14) * on);
      data[i + 1] = Math.round(16 + (g - 16) * on);
      data[i + 2] = Math.round(38 + (b - 38) * on);
      data[i + 3] = 255;
    }
  }
  return encode({ width: size, height: size, data });
}

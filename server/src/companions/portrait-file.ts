import { COMPANION_LIMITS, PORTRAIT_SIDE } from "@contract/companions";
import jpeg from "jpeg-js";
import pngjs from "pngjs";
import { AppError } from "../platform/errors";

export type Portrait = { data: Buffer; mediaType: "image/png" | "image/jpeg" };
type Pixels = { width: number; height: number; data: Uint8Array };

const refuse = (why: string) => new AppError("bad_request", `portrait: ${why}`);

/** Base64 as sent (a data: URL's prefix allowed), strictly: anything else in it is refused, not skipped. */
function bytesOf(base64: string): Buffer {
  const body = base64.replace(/^data:image\/[a-z+.-]+;base64,/i, "").replace(/\s+/g, "");
  if (body.length === 0) throw refuse("the image is empty");
  if (body.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw refuse("the image is not valid base64");
  const bytes = Buffer.from(body, "base64");
  if (bytes.length > COMPANION_LIMITS.portraitBytes) throw refuse("the image is larger than 5 MB");
  return bytes;
}

function decode(bytes: Buffer): Pixels {
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (!isJpeg && !isPng) throw refuse("only PNG and JPEG images can be a portrait");
  let image: Pixels;
  try {
    if (isJpeg) {
      const maxMp = (COMPANION_LIMITS.portraitSourceSide * COMPANION_LIMITS.portraitSourceSide) / 1e6;
      image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: maxMp, maxMemoryUsageInMB: 512 });
    } else {
      const png = pngjs.PNG.sync.read(bytes);
      image = { width: png.width, height: png.height, data: png.data };
    }
  } catch {
    throw refuse(`the ${isJpeg ? "JPEG" : "PNG"} image could not be read (damaged or cut short)`);
  }
  if (image.width < 1 || image.height < 1) throw refuse("the image has no pixels");
  if (image.width > COMPANION_LIMITS.portraitSourceSide || image.height > COMPANION_LIMITS.portraitSourceSide) {
    throw refuse(`the image is larger than ${COMPANION_LIMITS.portraitSourceSide} pixels on a side`);
  }
  return image;
}

/** Shrinks to fit PORTRAIT_SIDE (never enlarges), each pixel the average of the source pixels it covers. */
export function shrink(source: Pixels, side = PORTRAIT_SIDE): Pixels {
  const scale = Math.min(1, side / Math.max(source.width, source.height));
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * source.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * source.height) / height));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * source.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * source.width) / width));
      const sum = [0, 0, 0, 0];
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * source.width + sx) * 4;
          for (let c = 0; c < 4; c++) sum[c] = (sum[c] ?? 0) + (source.data[i + c] ?? 0);
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) data[o + c] = Math.round((sum[c] ?? 0) / n);
    }
  }
  return { width, height, data };
}

/**
 * An uploaded portrait made safe to keep and show: decoded (PNG or JPEG only), shrunk, and written again from its
 * pixels alone, so nothing of the upload but its picture survives (no metadata, no trailing bytes, no other chunks).
 * A picture with transparency stays PNG; any other becomes JPEG.
 */
export function reencodePortrait(base64: string): Portrait {
  const small = shrink(decode(bytesOf(base64)));
  let transparent = false;
  for (let i = 3; i < small.data.length; i += 4) {
    if ((small.data[i] ?? 255) < 255) {
      transparent = true;
      break;
    }
  }
  if (transparent) {
    const png = new pngjs.PNG({ width: small.width, height: small.height });
    png.data = Buffer.from(small.data);
    return { data: pngjs.PNG.sync.write(png), mediaType: "image/png" };
  }
  const encoded = jpeg.encode({ width: small.width, height: small.height, data: Buffer.from(small.data) }, 88);
  return { data: Buffer.from(encoded.data), mediaType: "image/jpeg" };
}

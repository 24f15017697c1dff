import { IMAGE_MAX_SIDE_PX } from "@contract/chat";

/** §5: only files whose type starts with image/ are accepted as images. */
export const isImageType = (type: string): boolean => type.toLowerCase().startsWith("image/");

/** The size an image is drawn at so its longest side is at most `maxSide`, keeping its shape; smaller ones keep theirs. */
export function fitWithin(width: number, height: number, maxSide = IMAGE_MAX_SIDE_PX): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new Error(`An image cannot measure ${width}×${height}`);
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width: Math.round(width), height: Math.round(height) };
  const scale = maxSide / longest;
  // The longest side lands exactly on maxSide; the other is rounded but never vanishes.
  return width >= height
    ? { width: maxSide, height: Math.max(1, Math.min(maxSide, Math.round(height * scale))) }
    : { width: Math.max(1, Math.min(maxSide, Math.round(width * scale))), height: maxSide };
}

/** §2: a file's size in MB, as the upload box shows it ("2.35 MB"). */
export const formatMegabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

import { IMAGE_JPEG_QUALITY } from "@contract/chat";
import { fitWithin } from "@/shared/conversation/logic/image-size";

export type ShrunkImage = { dataUrl: string; width: number; height: number };

/** Thrown when the file cannot be read at all (as opposed to read but not turned into a JPEG). */
export class ImageReadError extends Error {}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new ImageReadError("The file could not be read as an image"));
    img.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** §5: draws the image so its longest side is at most 800 px and re-encodes it as JPEG at quality 0.8. */
export async function shrinkImage(file: Blob): Promise<ShrunkImage> {
  const img = await loadImage(file);
  const { width, height } = fitWithin(img.naturalWidth, img.naturalHeight);
  return { dataUrl: drawAsJpeg(img, width, height), width, height };
}

/** §5 and §9: draws an image (or a video frame) at the given size and encodes it as JPEG at quality 0.8. */
export function drawAsJpeg(source: CanvasImageSource, width: number, height: number): string {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw images");
  // JPEG has no transparency: transparent parts become white rather than black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(source, 0, 0, width, height);
  const dataUrl = canvas.toDataURL("image/jpeg", IMAGE_JPEG_QUALITY);
  if (!dataUrl.startsWith("data:image/jpeg")) throw new Error("This browser cannot encode JPEG images");
  return dataUrl;
}

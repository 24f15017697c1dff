/** Width and height of a JPEG, read from its start-of-frame (SOF) segment. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error("Not a JPEG (no SOI marker)");
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) {
      i++;
      continue;
    }
    const marker = bytes[i + 1] ?? 0;
    // Fill bytes, and markers without a length.
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = bytes.readUInt16BE(i + 2);
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  throw new Error("No SOF segment in the JPEG");
}

/** The bytes of a "data:image/jpeg;base64,..." URL (or of bare base64). */
export function dataUrlBytes(dataUrl: string): { mediaType: string; bytes: Buffer } {
  const match = /^data:([^;]+);base64,/.exec(dataUrl);
  return {
    mediaType: match?.[1] ?? "image/jpeg",
    bytes: Buffer.from(match ? dataUrl.slice(match[0].length) : dataUrl, "base64"),
  };
}

// The two small PNG chunk libraries ship no types of their own.
declare module "png-chunks-extract" {
  /** Every chunk of a PNG, in order; throws on a bad signature or a chunk whose CRC does not match. */
  export default function extractChunks(data: Uint8Array): { name: string; data: Uint8Array }[];
}
declare module "png-chunks-encode" {
  /** A PNG file from its chunks (the signature and each CRC written). */
  export default function encodeChunks(chunks: { name: string; data: Uint8Array }[]): Uint8Array;
}

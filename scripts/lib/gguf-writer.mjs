// Encodes a GGUF v3 file (the ggml model format): header, metadata key/values, tensor infos, aligned tensor data.
// Written from the format description in ggml's docs/gguf.md; everything is little-endian.

/** GGUF metadata value types, as numbered by the format. */
export const GGUF_TYPE = Object.freeze({
  UINT8: 0,
  INT8: 1,
  UINT16: 2,
  INT16: 3,
  UINT32: 4,
  INT32: 5,
  FLOAT32: 6,
  BOOL: 7,
  STRING: 8,
  ARRAY: 9,
  UINT64: 10,
  INT64: 11,
  FLOAT64: 12,
});

/** The two ggml tensor types this writer can store (no quantisation: a test model has no need of it). */
export const GGML_TYPE = Object.freeze({ F32: 0, F16: 1 });

const GGUF_MAGIC = "GGUF";
const GGUF_VERSION = 3;
export const DEFAULT_ALIGNMENT = 32;

/** Collects bytes in growing chunks; simpler than pre-computing every size. */
class ByteSink {
  /** @type {Buffer[]} */
  parts = [];
  length = 0;

  /** @param {Buffer} buf */
  push(buf) {
    this.parts.push(buf);
    this.length += buf.length;
  }

  /** @param {number} size @param {(b: Buffer) => void} fill */
  write(size, fill) {
    const b = Buffer.alloc(size);
    fill(b);
    this.push(b);
  }

  u32(v) {
    this.write(4, (b) => b.writeUInt32LE(v));
  }

  u64(v) {
    this.write(8, (b) => b.writeBigUInt64LE(BigInt(v)));
  }

  string(s) {
    const bytes = Buffer.from(s, "utf8");
    this.u64(bytes.length);
    this.push(bytes);
  }

  padTo(alignment) {
    const rest = this.length % alignment;
    if (rest !== 0) this.push(Buffer.alloc(alignment - rest));
  }

  toBuffer() {
    return Buffer.concat(this.parts, this.length);
  }
}

/** @param {ByteSink} sink @param {number} type @param {unknown} value */
function writeScalar(sink, type, value) {
  switch (type) {
    case GGUF_TYPE.UINT8:
      return sink.write(1, (b) => b.writeUInt8(Number(value)));
    case GGUF_TYPE.INT8:
      return sink.write(1, (b) => b.writeInt8(Number(value)));
    case GGUF_TYPE.UINT16:
      return sink.write(2, (b) => b.writeUInt16LE(Number(value)));
    case GGUF_TYPE.INT16:
      return sink.write(2, (b) => b.writeInt16LE(Number(value)));
    case GGUF_TYPE.UINT32:
      return sink.u32(Number(value));
    case GGUF_TYPE.INT32:
      return sink.write(4, (b) => b.writeInt32LE(Number(value)));
    case GGUF_TYPE.FLOAT32:
      return sink.write(4, (b) => b.writeFloatLE(Number(value)));
    case GGUF_TYPE.BOOL:
      return sink.write(1, (b) => b.writeUInt8(value ? 1 : 0));
    case GGUF_TYPE.STRING:
      return sink.string(String(value));
    case GGUF_TYPE.UINT64:
      return sink.u64(/** @type {number | bigint} */ (value));
    case GGUF_TYPE.INT64:
      return sink.write(8, (b) => b.writeBigInt64LE(BigInt(/** @type {number | bigint} */ (value))));
    case GGUF_TYPE.FLOAT64:
      return sink.write(8, (b) => b.writeDoubleLE(Number(value)));
    default:
      throw new Error(`Unsupported GGUF value type ${type}`);
  }
}

/**
 * @typedef {{ key: string, type: number, value: unknown, itemType?: number }} GgufMetadataEntry
 *   For type ARRAY, `itemType` names the element type and `value` is an array (nested arrays are not needed here).
 * @typedef {{ name: string, dims: number[], type: number, data: Float32Array | Uint16Array }} GgufTensor
 *   `dims` in ggml order: dims[0] is the innermost (contiguous) dimension.
 */

/** @param {GgufTensor} t */
function tensorBytes(t) {
  const elements = t.dims.reduce((a, b) => a * b, 1);
  if (t.data.length !== elements) {
    throw new Error(`Tensor ${t.name}: ${t.data.length} values for dims [${t.dims.join(", ")}]`);
  }
  return Buffer.from(t.data.buffer, t.data.byteOffset, t.data.byteLength);
}

/**
 * Builds a complete GGUF v3 file in memory.
 * @param {{ metadata: GgufMetadataEntry[], tensors: GgufTensor[], alignment?: number }} file
 * @returns {Buffer}
 */
export function encodeGguf({ metadata, tensors, alignment = DEFAULT_ALIGNMENT }) {
  const sink = new ByteSink();
  sink.push(Buffer.from(GGUF_MAGIC, "ascii"));
  sink.u32(GGUF_VERSION);
  sink.u64(tensors.length);
  sink.u64(metadata.length);

  for (const entry of metadata) {
    sink.string(entry.key);
    sink.u32(entry.type);
    if (entry.type === GGUF_TYPE.ARRAY) {
      const items = /** @type {unknown[]} */ (entry.value);
      if (entry.itemType === undefined || entry.itemType === GGUF_TYPE.ARRAY) {
        throw new Error(`Metadata ${entry.key}: arrays need a scalar itemType`);
      }
      sink.u32(entry.itemType);
      sink.u64(items.length);
      for (const item of items) writeScalar(sink, entry.itemType, item);
    } else {
      writeScalar(sink, entry.type, entry.value);
    }
  }

  // Offsets are relative to the start of the data section, and each tensor starts on an aligned boundary.
  const blobs = tensors.map(tensorBytes);
  let offset = 0;
  tensors.forEach((t, i) => {
    sink.string(t.name);
    sink.u32(t.dims.length);
    for (const d of t.dims) sink.u64(d);
    sink.u32(t.type);
    sink.u64(offset);
    const size = /** @type {Buffer} */ (blobs[i]).length;
    offset += Math.ceil(size / alignment) * alignment;
  });

  sink.padTo(alignment);
  for (const blob of blobs) {
    sink.push(blob);
    sink.padTo(alignment);
  }
  return sink.toBuffer();
}

// Types for gguf-writer.mjs (plain JS so scripts run without a TypeScript step).
export declare const GGUF_TYPE: Readonly<{
  UINT8: 0;
  INT8: 1;
  UINT16: 2;
  INT16: 3;
  UINT32: 4;
  INT32: 5;
  FLOAT32: 6;
  BOOL: 7;
  STRING: 8;
  ARRAY: 9;
  UINT64: 10;
  INT64: 11;
  FLOAT64: 12;
}>;
export declare const GGML_TYPE: Readonly<{ F32: 0; F16: 1 }>;
export declare const DEFAULT_ALIGNMENT: number;

export type GgufMetadataEntry = { key: string; type: number; value: unknown; itemType?: number };
export type GgufTensor = { name: string; dims: number[]; type: number; data: Float32Array | Uint16Array };

export declare function encodeGguf(file: { metadata: GgufMetadataEntry[]; tensors: GgufTensor[]; alignment?: number }): Buffer;

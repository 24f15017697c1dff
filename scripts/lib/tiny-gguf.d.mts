// Types for tiny-gguf.mjs (plain JS so scripts run without a TypeScript step).
export declare const TINY_CHAT_TEMPLATE: string;

export type TinyGgufOptions = {
  seed?: number;
  embedding?: number;
  layers?: number;
  heads?: number;
  headsKv?: number;
  feedForward?: number;
  contextLength?: number;
  name?: string;
  /** null leaves tokenizer.chat_template out. */
  chatTemplate?: string | null;
};

export declare function tinyVocabulary(): {
  tokens: { text: string; type: number }[];
  special: { unk: number; bos: number; eos: number; imStart: number; imEnd: number };
};

export declare function makeTinyGguf(options?: TinyGgufOptions): Buffer;

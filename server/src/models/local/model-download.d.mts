// Types for model-download.mjs (plain JS so the download CLI runs without a TypeScript step).
export type RecommendedModel = Readonly<{
  name: string;
  url: string;
  fileName: string;
  approxBytes: number;
  license: string;
  sha256?: string;
}>;
export declare const RECOMMENDED_MODEL: RecommendedModel;

export type ModelDownloadFailure = "http" | "size" | "checksum" | "aborted" | "network" | "name";
export declare class ModelDownloadError extends Error {
  constructor(message: string, reason: ModelDownloadFailure, extra?: { status?: number; cause?: unknown });
  readonly reason: ModelDownloadFailure;
  /** The HTTP status when reason is "http". */
  readonly status: number | null;
}

export type DownloadModelOptions = {
  url: string;
  destDir: string;
  /** A plain file name (no folders); the file is written as `${fileName}.part` first. */
  fileName: string;
  /** Hex sha256 the finished file must have. */
  expectedSha256?: string;
  /** Called as bytes arrive; total is null when the server does not say. */
  onProgress?: (received: number, total: number | null) => void;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  /** Keep the .part after a cut connection or a cancel, so the next call resumes it (default false: nothing left). */
  keepPartial?: boolean;
};
export type DownloadedModel = { path: string; bytes: number; sha256: string; resumed: boolean };

export declare function downloadModel(options: DownloadModelOptions): Promise<DownloadedModel>;

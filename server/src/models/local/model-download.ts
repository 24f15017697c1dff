// The server's door to the model downloader. The code lives in scripts/lib (plain JS) so that the
// `npm run model:download` CLI runs it without a build step; this keeps one implementation for both.
export {
  type DownloadedModel,
  type DownloadModelOptions,
  downloadModel,
  ModelDownloadError,
  type ModelDownloadFailure,
  RECOMMENDED_MODEL,
  type RecommendedModel,
} from "../../../../scripts/lib/model-download.mjs";

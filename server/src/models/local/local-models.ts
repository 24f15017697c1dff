import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { LocalModelStatus } from "@contract/provider";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import type { SecretBox } from "../../platform/secret-box";
import { saveProviderSettings } from "../connection/provider-settings";
import { downloadModel, ModelDownloadError, type RecommendedModel } from "./model-download.mjs";

type Deps = {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  modelsDir: string;
  /** The model file the environment names (LOCAL_MODEL_PATH), which may live anywhere. */
  namedPath?: string;
  source: RecommendedModel;
  fetchImpl?: typeof fetch;
};

function listModelFiles(dir: string): LocalModelStatus["files"] {
  try {
    return readdirSync(dir)
      .filter((f) => f.toLowerCase().endsWith(".gguf"))
      .sort()
      .map((name) => ({ name, path: path.join(dir, name), bytes: statSync(path.join(dir, name)).size }));
  } catch {
    return [];
  }
}

/**
 * Downloads the recommended model into DATA_DIR/models, one download at a time, in the background; the
 * dashboard polls the progress. A finished download becomes the local model Citadel uses.
 */
export function createLocalModels(deps: Deps) {
  let download: LocalModelStatus["download"] = { state: "idle", received: 0, total: null, error: null };
  let controller: AbortController | null = null;

  const status = (): LocalModelStatus => ({
    files: listModelFiles(deps.modelsDir),
    recommended: { name: deps.source.name, fileName: deps.source.fileName, approxBytes: deps.source.approxBytes },
    download,
  });

  function start(): LocalModelStatus {
    if (download.state === "downloading") return status();
    controller = new AbortController();
    download = { state: "downloading", received: 0, total: deps.source.approxBytes, error: null };
    downloadModel({
      url: deps.source.url,
      fileName: deps.source.fileName,
      expectedSha256: deps.source.sha256,
      destDir: deps.modelsDir,
      keepPartial: true,
      signal: controller.signal,
      fetchImpl: deps.fetchImpl,
      onProgress: (received, total) => {
        download = { ...download, received, total: total ?? download.total };
      },
    }).then(
      (done) => {
        download = { state: "done", received: done.bytes, total: done.bytes, error: null };
        saveProviderSettings(deps.db, deps.clock, deps.secrets, { localModelPath: done.path });
      },
      (error: unknown) => {
        const cancelled = error instanceof ModelDownloadError && error.reason === "aborted";
        download = {
          ...download,
          state: cancelled ? "idle" : "failed",
          error: cancelled ? null : error instanceof Error ? error.message : String(error),
        };
      },
    );
    return status();
  }

  function cancel(): LocalModelStatus {
    controller?.abort();
    return status();
  }

  /**
   * The model file a path names, if it may be opened: a .gguf file inside the models folder (a relative path is taken
   * from there), or the file the environment names. Anything else (/etc/passwd, ../secret.key) is null, never opened.
   */
  function modelFile(file: string): string | null {
    const resolved = path.resolve(deps.modelsDir, file);
    if (!resolved.toLowerCase().endsWith(".gguf")) return null;
    if (deps.namedPath && resolved === path.resolve(deps.namedPath)) return resolved;
    const inside = path.relative(path.resolve(deps.modelsDir), resolved);
    return inside !== "" && !inside.startsWith("..") && !path.isAbsolute(inside) ? resolved : null;
  }

  return { status, start, cancel, modelFile };
}

export type LocalModels = ReturnType<typeof createLocalModels>;

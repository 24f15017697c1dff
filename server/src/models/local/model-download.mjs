// Downloads a model file: streamed to `<name>.part`, checked (size, optional sha256), then renamed into place, so a
// half-written file never looks like a model. Plain JS so the `npm run model:download` CLI (scripts/download-model.mjs)
// runs it without a build; the server imports it too, one implementation for both.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * A small instruct model that runs on a CPU: Qwen2.5 0.5B Instruct, 4-bit (Apache-2.0). No checksum is pinned:
 * none could be confirmed from a source we trust, and a wrong one would fail every download.
 */
export const RECOMMENDED_MODEL = Object.freeze({
  name: "Qwen2.5 0.5B Instruct (Q4_K_M)",
  url: "https://huggingface.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF/resolve/main/qwen2.5-0.5b-instruct-q4_k_m.gguf",
  fileName: "qwen2.5-0.5b-instruct-q4_k_m.gguf",
  /** For display before the server reports the real size. */
  approxBytes: 491_000_000,
  license: "Apache-2.0",
});

/** Why a download failed: "http" (bad status), "size", "checksum", "aborted", "network", "name" (unsafe file name). */
export class ModelDownloadError extends Error {
  /** @param {string} message @param {"http" | "size" | "checksum" | "aborted" | "network" | "name"} reason @param {{ status?: number, cause?: unknown }} [extra] */
  constructor(message, reason, extra = {}) {
    super(message, { cause: extra.cause });
    this.name = "ModelDownloadError";
    this.reason = reason;
    this.status = extra.status ?? null;
  }
}

/** Only a plain file name: the name may come from a request, and must not point outside the models folder. */
function assertSafeFileName(fileName) {
  if (!fileName || fileName !== path.basename(fileName) || fileName.startsWith(".") || /[\\/\0]/.test(fileName)) {
    throw new ModelDownloadError(`Not a valid model file name: ${JSON.stringify(fileName)}`, "name");
  }
}

async function sizeOf(file) {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

/** Feeds an existing partial file into the hash, so a resumed download is still verified whole. */
async function hashFile(hash, file) {
  for await (const chunk of createReadStream(file)) hash.update(chunk);
}

/** Start of a 206 answer's Content-Range ("bytes 100-999/1000"), or null when it cannot be read. */
function rangeStart(res) {
  const match = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(res.headers.get("content-range") ?? "");
  return match ? Number(match[1]) : null;
}

/**
 * @param {{
 *   url: string, destDir: string, fileName: string, expectedSha256?: string,
 *   onProgress?: (received: number, total: number | null) => void,
 *   signal?: AbortSignal, fetchImpl?: typeof fetch, keepPartial?: boolean,
 * }} options
 * @returns {Promise<{ path: string, bytes: number, sha256: string, resumed: boolean }>}
 */
export async function downloadModel({
  url,
  destDir,
  fileName,
  expectedSha256,
  onProgress = () => {},
  signal,
  fetchImpl = fetch,
  keepPartial = false,
}) {
  assertSafeFileName(fileName);
  await mkdir(destDir, { recursive: true });
  const finalPath = path.join(destDir, fileName);
  const partPath = `${finalPath}.part`;
  const cleanup = () => rm(partPath, { force: true });

  try {
    // A .part left by an interrupted download (kept with keepPartial) is resumed with an HTTP Range request.
    let offset = await sizeOf(partPath);
    let res = await fetchImpl(url, { signal, headers: offset > 0 ? { Range: `bytes=${offset}-` } : {} });
    if (offset > 0 && (res.status !== 206 || rangeStart(res) !== offset)) {
      // The server ignored or refused the range (200, 416...): start again from nothing.
      await res.body?.cancel().catch(() => {});
      await cleanup();
      offset = 0;
      res = await fetchImpl(url, { signal });
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel().catch(() => {});
      throw new ModelDownloadError(`The model download failed: HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ""}`, "http", {
        status: res.status,
      });
    }

    const length = Number(res.headers.get("content-length"));
    const total = Number.isFinite(length) && length > 0 ? offset + length : null;
    const hash = createHash("sha256");
    if (offset > 0) await hashFile(hash, partPath);
    let received = offset;
    onProgress(received, total);
    const count = new Transform({
      transform(chunk, _encoding, done) {
        hash.update(chunk);
        received += chunk.length;
        onProgress(received, total);
        done(null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(/** @type {any} */ (res.body)), count, createWriteStream(partPath, { flags: offset > 0 ? "a" : "w" }), {
      signal,
    });

    if (total !== null && received !== total) {
      throw new ModelDownloadError(`The model download was cut short: ${received} of ${total} bytes`, "size");
    }
    const sha256 = hash.digest("hex");
    if (expectedSha256 && sha256 !== expectedSha256.toLowerCase()) {
      throw new ModelDownloadError(`The downloaded model is not the expected file (sha256 ${sha256})`, "checksum");
    }
    await rename(partPath, finalPath);
    return { path: finalPath, bytes: received, sha256, resumed: offset > 0 };
  } catch (error) {
    const failure =
      error instanceof ModelDownloadError
        ? error
        : signal?.aborted
          ? new ModelDownloadError("The model download was cancelled", "aborted", { cause: error })
          : new ModelDownloadError(networkFailure(url, error), "network", { cause: error });
    // A bad status, size or checksum leaves nothing worth resuming; a cut connection or a cancel may, when asked.
    const resumable = failure.reason === "network" || failure.reason === "aborted";
    if (!(keepPartial && resumable)) await cleanup();
    throw failure;
  }
}

/** A failure of the connection itself, in words that say where and what to do ("fetch failed" alone says neither). */
function networkFailure(url, error) {
  const host = new URL(url).host;
  const cause = error?.cause?.code ?? error?.cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `The model download from ${host} failed (${cause}). Check this computer's internet connection and try again, or download the file yourself and set LOCAL_MODEL_PATH.`;
}

import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, renameSync, rmSync } from "node:fs";
import { Zip, ZipDeflate } from "fflate";

/** A file in a zip as the manifest lists it: its size and SHA-256, uncompressed. */
export type ManifestFile = { path: string; bytes: number; sha256: string };
export type Written = { bytes: number; sha256: string };
export type EntryWriter = { write(chunk: string | Uint8Array): Promise<void>; end(): Promise<void> };

/**
 * The export's file on disk, written as `<file>.partial` and renamed into place only when whole, so a crash or a kill
 * never leaves a half export that looks finished. Writes wait for the disk (backpressure): however large the export,
 * only a chunk at a time is held in memory.
 */
function outputFile(file: string) {
  const partial = `${file}.partial`;
  const out = createWriteStream(partial);
  const hash = createHash("sha256");
  let bytes = 0;
  let failure: Error | null = null;
  out.on("error", (error) => {
    failure = error;
  });
  return {
    push(chunk: Uint8Array) {
      hash.update(chunk);
      bytes += chunk.length;
      out.write(chunk);
    },
    async drained() {
      if (failure) throw failure;
      if (out.writableNeedDrain) await once(out, "drain");
    },
    async close(): Promise<Written> {
      out.end();
      await once(out, "finish");
      if (failure) throw failure;
      renameSync(partial, file);
      return { bytes, sha256: hash.digest("hex") };
    },
    abort() {
      out.destroy();
      rmSync(partial, { force: true });
    },
  };
}

const bytesOf = (chunk: string | Uint8Array) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk);

/** A text file (the TXT and JSON exports). */
export function plainExportFile(file: string) {
  const out = outputFile(file);
  return {
    async write(chunk: string | Uint8Array) {
      out.push(bytesOf(chunk));
      await out.drained();
    },
    finish: () => out.close(),
    abort: () => out.abort(),
  };
}

/** A zip written entry by entry, each entry's size and SHA-256 kept for the manifest. */
export function zipExportFile(file: string) {
  const out = outputFile(file);
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const files: ManifestFile[] = [];
  const check = async () => {
    if (failure) throw failure;
    await out.drained();
  };

  /** Opens an entry; `stored` for what is compressed already (images). Entries are written one after another. */
  function entry(path: string, options: { stored?: boolean } = {}): EntryWriter {
    const deflate = new ZipDeflate(path, { level: options.stored ? 0 : 6 });
    zip.add(deflate);
    const hash = createHash("sha256");
    let bytes = 0;
    return {
      async write(chunk) {
        const data = bytesOf(chunk);
        hash.update(data);
        bytes += data.length;
        deflate.push(data);
        await check();
      },
      async end() {
        deflate.push(new Uint8Array(0), true);
        files.push({ path, bytes, sha256: hash.digest("hex") });
        await check();
      },
    };
  }

  return {
    entry,
    async add(path: string, data: string | Uint8Array, options: { stored?: boolean } = {}) {
      const e = entry(path, options);
      await e.write(data);
      await e.end();
    },
    /** The files written so far, for the manifest (which is written last, and lists every other file). */
    files: () => [...files],
    async finish(): Promise<Written> {
      zip.end();
      await check();
      return out.close();
    },
    abort() {
      zip.terminate();
      out.abort();
    },
  };
}
export type ZipExportFile = ReturnType<typeof zipExportFile>;

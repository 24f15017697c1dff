import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { ARCHIVE_FORMAT, EXPORT_VERSION } from "@contract/export";
import { Unzip, UnzipInflate } from "fflate";
import { AppError } from "../../platform/errors";
import type { ManifestFile } from "../export/export-file";

/** No single file inside an archive may unpack past this (a zip bomb stops here, not in memory). */
const ENTRY_MAX_BYTES = 512 * 1024 * 1024;

export type Manifest = { format: string; version: number; scope: string; exportedAt: string; files: ManifestFile[] };

const notAnArchive = (why: string) => new AppError("bad_request", `This is not a Citadel export archive: ${why}`);

/**
 * Reads a zip file entry by entry, each entry whole (they are one conversation or one table each), in the order they
 * were written. The file is read as a stream: only the entry being unpacked is held.
 */
export async function eachEntry(file: string, visit: (name: string, data: Buffer) => Promise<void> | void): Promise<void> {
  const done: { name: string; data: Buffer }[] = [];
  let failure: Error | null = null;
  const unzip = new Unzip((entry) => {
    const parts: Uint8Array[] = [];
    let size = 0;
    entry.ondata = (error, chunk, final) => {
      if (error) {
        failure = notAnArchive(`${entry.name} cannot be unpacked`);
        return;
      }
      size += chunk.length;
      if (size > ENTRY_MAX_BYTES) {
        failure = notAnArchive(`${entry.name} is too large`);
        entry.terminate();
        return;
      }
      parts.push(chunk);
      if (final) done.push({ name: entry.name, data: Buffer.concat(parts) });
    };
    try {
      entry.start();
    } catch {
      failure = notAnArchive(`${entry.name} uses a compression the Citadel does not read`);
    }
  });
  unzip.register(UnzipInflate);
  let seen = 0;
  for await (const chunk of createReadStream(file)) {
    seen += (chunk as Buffer).length;
    try {
      unzip.push(chunk as Buffer);
    } catch {
      throw notAnArchive("the file is not a zip");
    }
    if (failure) throw failure;
    while (done.length > 0) {
      const next = done.shift() as { name: string; data: Buffer };
      await visit(next.name, next.data);
    }
  }
  if (seen === 0) throw notAnArchive("the file is empty");
  unzip.push(new Uint8Array(0), true);
  if (failure) throw failure;
  for (const next of done) await visit(next.name, next.data);
}

/** Reads the archive once to check it whole: its manifest names a Citadel archive, and every file matches its sum. */
export async function verifiedManifest(file: string): Promise<Manifest> {
  const sums = new Map<string, ManifestFile>();
  let manifest: Manifest | null = null;
  await eachEntry(file, (name, data) => {
    if (name === "manifest.json") {
      try {
        manifest = JSON.parse(data.toString("utf8")) as Manifest;
      } catch {
        throw notAnArchive("its manifest cannot be read");
      }
      return;
    }
    sums.set(name, { path: name, bytes: data.length, sha256: createHash("sha256").update(data).digest("hex") });
  });
  const found = manifest as Manifest | null;
  if (!found || found.format !== ARCHIVE_FORMAT || !Array.isArray(found.files)) throw notAnArchive("it has no Citadel manifest");
  if (typeof found.version !== "number" || found.version > EXPORT_VERSION) {
    throw new AppError("bad_request", "This archive comes from a newer Citadel; update this one to import it");
  }
  for (const listed of found.files) {
    const actual = sums.get(listed.path);
    if (!actual || actual.sha256 !== listed.sha256)
      throw new AppError("bad_request", `The archive is damaged: ${listed.path} does not match its manifest`);
  }
  return found;
}

import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { downloadModel, ModelDownloadError, RECOMMENDED_MODEL } from "./model-download.mjs";

// A real HTTP server on loopback: served in slices with pauses, so progress and aborts happen mid-transfer.
const body = randomBytes(256 * 1024);
const sha = createHash("sha256").update(body).digest("hex");
const SLICE = 16 * 1024;
let server: Server;
let base: string;
let dir: string;
const ranges: (string | undefined)[] = [];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = createServer(async (req, res) => {
    ranges.push(req.headers.range);
    if (req.url === "/missing.gguf") {
      res.writeHead(404, { "content-type": "text/plain" }).end("no such model");
      return;
    }
    if (req.url === "/truncated.gguf") {
      res.writeHead(200, { "content-length": String(body.length) });
      res.write(body.subarray(0, SLICE));
      await pause(20);
      res.destroy();
      return;
    }
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? "");
    const start = range && req.url === "/ranged.gguf" ? Number(range[1]) : 0;
    const part = body.subarray(start);
    const headers: Record<string, string> = { "content-length": String(part.length) };
    if (start > 0) headers["content-range"] = `bytes ${start}-${body.length - 1}/${body.length}`;
    res.writeHead(start > 0 ? 206 : 200, headers);
    const slow = req.url === "/slow.gguf";
    for (let i = 0; i < part.length && !res.destroyed; i += SLICE) {
      res.write(part.subarray(i, i + SLICE));
      await pause(slow ? 30 : 1);
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  ranges.length = 0;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const freshDir = () => {
  dir = mkdtempSync(path.join(tmpdir(), "citadel-download-"));
  const models = path.join(dir, "models");
  mkdirSync(models);
  return models;
};

describe("downloadModel", () => {
  it("streams the file into place, reporting progress, and verifies its sha256", async () => {
    const destDir = freshDir();
    const events: [number, number | null][] = [];
    const result = await downloadModel({
      url: `${base}/model.gguf`,
      destDir,
      fileName: "model.gguf",
      expectedSha256: sha.toUpperCase(),
      onProgress: (received, total) => events.push([received, total]),
    });
    expect(result).toEqual({ path: path.join(destDir, "model.gguf"), bytes: body.length, sha256: sha, resumed: false });
    expect(readFileSync(result.path).equals(body)).toBe(true);
    expect(readdirSync(destDir)).toEqual(["model.gguf"]);
    expect(events.length).toBeGreaterThan(4);
    expect(events.every(([, total]) => total === body.length)).toBe(true);
    expect(events.map(([received]) => received)).toEqual([...events.map(([r]) => r)].sort((a, b) => a - b));
    expect(events.at(-1)).toEqual([body.length, body.length]);
  });

  it("fails on an HTTP error and leaves no file behind", async () => {
    const destDir = freshDir();
    const failure = downloadModel({ url: `${base}/missing.gguf`, destDir, fileName: "missing.gguf" });
    await expect(failure).rejects.toThrow("The model download failed: HTTP 404 Not Found");
    await expect(failure).rejects.toMatchObject({ reason: "http", status: 404 });
    expect(readdirSync(destDir)).toEqual([]);
  });

  it("stops when aborted and leaves no file behind", async () => {
    const destDir = freshDir();
    const controller = new AbortController();
    const failure = downloadModel({
      url: `${base}/slow.gguf`,
      destDir,
      fileName: "slow.gguf",
      signal: controller.signal,
      onProgress: (received) => {
        if (received >= 3 * SLICE) controller.abort();
      },
    });
    await expect(failure).rejects.toMatchObject({ name: "ModelDownloadError", reason: "aborted" });
    expect(readdirSync(destDir)).toEqual([]);
  });

  it("rejects a file whose sha256 differs and deletes it", async () => {
    const destDir = freshDir();
    const failure = downloadModel({ url: `${base}/model.gguf`, destDir, fileName: "model.gguf", expectedSha256: "0".repeat(64) });
    await expect(failure).rejects.toMatchObject({ reason: "checksum" });
    await expect(failure).rejects.toThrow(`sha256 ${sha}`);
    expect(readdirSync(destDir)).toEqual([]);
  });

  it("fails on a connection cut short and leaves no file behind", async () => {
    const destDir = freshDir();
    const failure = downloadModel({ url: `${base}/truncated.gguf`, destDir, fileName: "t.gguf" });
    await expect(failure).rejects.toBeInstanceOf(ModelDownloadError);
    expect(readdirSync(destDir)).toEqual([]);
  });

  it("says which host could not be reached, why, and what to do instead", async () => {
    // A port just closed: the connection is refused, as with no network.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const url = `http://127.0.0.1:${port}/model.gguf`;
    const failure = await downloadModel({ url, destDir: freshDir(), fileName: "n.gguf" }).catch((error: Error) => error);
    expect(failure).toMatchObject({ reason: "network" });
    expect((failure as Error).message).toBe(
      `The model download from 127.0.0.1:${port} failed (ECONNREFUSED). Check this computer's internet connection and try again, or download the file yourself and set LOCAL_MODEL_PATH.`,
    );
  });

  it("resumes a kept partial file with an HTTP Range request", async () => {
    const destDir = freshDir();
    const cut = downloadModel({ url: `${base}/truncated.gguf`, destDir, fileName: "r.gguf", keepPartial: true });
    await expect(cut).rejects.toMatchObject({ reason: "network" });
    expect(readdirSync(destDir)).toEqual(["r.gguf.part"]);
    // Replace what was kept with an exact prefix of the ranged file, as an earlier cut download of it would leave.
    writeFileSync(path.join(destDir, "r.gguf.part"), body.subarray(0, 5 * SLICE));
    const events: number[] = [];
    const result = await downloadModel({
      url: `${base}/ranged.gguf`,
      destDir,
      fileName: "r.gguf",
      expectedSha256: sha,
      onProgress: (received) => events.push(received),
    });
    expect(ranges.at(-1)).toBe(`bytes=${5 * SLICE}-`);
    expect(result).toMatchObject({ bytes: body.length, sha256: sha, resumed: true });
    expect(events[0]).toBe(5 * SLICE);
    expect(readFileSync(result.path).equals(body)).toBe(true);
    expect(existsSync(`${result.path}.part`)).toBe(false);
  });

  it("starts over when the server ignores the range", async () => {
    const destDir = freshDir();
    writeFileSync(path.join(destDir, "x.gguf.part"), Buffer.from("stale bytes"), { flag: "w" });
    const result = await downloadModel({ url: `${base}/model.gguf`, destDir, fileName: "x.gguf", expectedSha256: sha });
    expect(result.resumed).toBe(false);
    expect(readFileSync(result.path).equals(body)).toBe(true);
  });

  it("refuses a file name that leaves the models folder", async () => {
    const destDir = freshDir();
    await expect(downloadModel({ url: `${base}/model.gguf`, destDir, fileName: "../evil.gguf" })).rejects.toMatchObject({
      reason: "name",
    });
  });
});

describe("RECOMMENDED_MODEL", () => {
  it("is a GGUF file served over https", () => {
    expect(RECOMMENDED_MODEL.url).toMatch(/^https:\/\/.+\.gguf$/);
    expect(RECOMMENDED_MODEL.url.endsWith(`/${RECOMMENDED_MODEL.fileName}`)).toBe(true);
  });
});

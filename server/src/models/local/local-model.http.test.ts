import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeTinyGguf } from "../../../../scripts/lib/tiny-gguf.mjs";
import { createTestApp, type TestApp } from "../../../test/harness";

// A local stand-in for the model hub: the project's own tiny GGUF model, served over HTTP.
const model = makeTinyGguf({ seed: 3 });
let hub: Server;
let hubUrl: string;
beforeAll(async () => {
  hub = createServer((req, res) => {
    if (req.url !== "/tiny.gguf") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/octet-stream", "content-length": model.length });
    res.end(model);
  });
  await new Promise<void>((r) => hub.listen(0, "127.0.0.1", r));
  hubUrl = `http://127.0.0.1:${(hub.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => hub.close(r)));

let t: TestApp;
afterEach(() => t.close());

const call = (cookie: string, method: string, url: string, body?: unknown) => t.caller(cookie)(method, url, body);

async function waitForDownload(cookie: string) {
  for (let i = 0; i < 200; i++) {
    const { body } = await call(cookie, "GET", "/api/local-model");
    if (body.download.state !== "downloading") return body;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("download never finished");
}

describe("downloading the recommended local model", () => {
  it("downloads into DATA_DIR/models, then the local model answers a chat turn", async () => {
    t = await createTestApp({
      modelSource: {
        name: "Tiny test model",
        url: `${hubUrl}/tiny.gguf`,
        fileName: "tiny.gguf",
        approxBytes: model.length,
        license: "test",
      },
    });
    const cookie = await t.signIn();
    expect((await call(cookie, "GET", "/api/local-model")).body).toMatchObject({ files: [], download: { state: "idle" } });

    const started = await call(cookie, "POST", "/api/local-model/download");
    expect(started.status).toBe(202);
    const done = await waitForDownload(cookie);
    expect(done.download).toMatchObject({ state: "done", received: model.length, total: model.length, error: null });
    expect(done.files).toEqual([{ name: "tiny.gguf", path: path.join(t.dir, "models", "tiny.gguf"), bytes: model.length }]);
    expect(existsSync(path.join(t.dir, "models", "tiny.gguf.part"))).toBe(false);

    // With no provider chosen, a local model file present is what answers.
    expect((await call(cookie, "GET", "/api/status")).body).toMatchObject({ provider: "local", model: "tiny.gguf" });
    const turn = await call(cookie, "POST", "/api/personalities/aeris/messages", { content: "Hello" });
    expect(turn.status).toBe(200);
    expect(turn.body.aiResponse).toMatchObject({ status: "complete", isFromAI: true });
    expect(turn.body.aiResponse.content.length).toBeGreaterThan(0);
  }, 60_000);

  it("reports a failed download and leaves no model behind", async () => {
    t = await createTestApp({
      modelSource: { name: "Missing", url: `${hubUrl}/missing.gguf`, fileName: "missing.gguf", approxBytes: 10, license: "test" },
    });
    const cookie = await t.signIn();
    await call(cookie, "POST", "/api/local-model/download");
    const done = await waitForDownload(cookie);
    expect(done.download.state).toBe("failed");
    expect(done.download.error).toMatch(/404/);
    expect(done.files).toEqual([]);
    expect((await call(cookie, "GET", "/api/status")).body.provider).toBe("offline");
  });
});

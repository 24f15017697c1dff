import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressForOtherMachines } from "./compress";

const page = JSON.stringify({ messages: Array.from({ length: 200 }, (_, i) => ({ id: i, content: "Every word you gave them" })) });

function appFor() {
  const app = new Hono();
  app.use(compressForOtherMachines());
  app.get("/page", (c) => c.body(page, 200, { "content-type": "application/json" }));
  app.post("/page", (c) => c.body(page, 200, { "content-type": "application/json" }));
  return app;
}

/** The Node bindings @hono/node-server hands a request: the socket it came in on. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 50000, remoteFamily: "IPv4" } } });
const gzipAccepted = { headers: { "accept-encoding": "gzip, deflate, br" } };

describe("compression of reads", () => {
  it("gzips a long read for a browser on another machine", async () => {
    const res = await appFor().request("/page", gzipAccepted, from("192.168.1.20"));
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(page.length / 4);
    expect(gunzipSync(bytes).toString()).toBe(page);
  });

  it("leaves answers to this machine as they are (compressing them costs time and saves none)", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const res = await appFor().request("/page", gzipAccepted, from(address));
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(await res.text()).toBe(page);
    }
  });

  it("never compresses the answer to a write", async () => {
    const res = await appFor().request("/page", { method: "POST", ...gzipAccepted }, from("192.168.1.20"));
    expect(res.headers.get("content-encoding")).toBeNull();
  });
});

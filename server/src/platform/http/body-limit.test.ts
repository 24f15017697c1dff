import http from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitBody } from "./body-limit";
import { handleError } from "./errors";

const LIMIT = 1000;
let server: ReturnType<typeof serve>;
let port = 0;

beforeAll(async () => {
  const app = new Hono();
  app.onError(handleError);
  app.post("/echo", limitBody(LIMIT, "That is too much"), async (c) => c.json({ got: (await c.req.text()).length }));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A POST over a real socket, its body declared by Content-Length or sent in chunks. */
function post(chunks: string[], framing: "declared" | "chunked"): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const total = chunks.reduce((n, c) => n + c.length, 0);
    const req = http.request(
      { host: "127.0.0.1", port, path: "/echo", method: "POST", headers: framing === "declared" ? { "content-length": total } : {} },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => {
          text += d;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe("the body limit", () => {
  it("passes a body within the limit, whole, however it is framed", async () => {
    for (const framing of ["declared", "chunked"] as const) {
      expect(await post(["a".repeat(600), "b".repeat(400)], framing), framing).toEqual({ status: 200, body: { got: 1000 } });
    }
  });

  it("refuses a body over the limit with 413 and the message, however it is framed", async () => {
    for (const framing of ["declared", "chunked"] as const) {
      const res = await post(["a".repeat(600), "b".repeat(401)], framing);
      expect(res, framing).toEqual({ status: 413, body: { error: "payload_too_large", message: "That is too much" } });
    }
  });

  it("refuses a declared length over the limit before any of the body arrives", async () => {
    const res = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: "/echo", method: "POST", headers: { "content-length": 5000 } });
      req.on("response", (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
        req.destroy();
      });
      req.on("error", reject);
      req.flushHeaders(); // headers only: the body is never sent
    });
    expect(res).toBe(413);
  });
});

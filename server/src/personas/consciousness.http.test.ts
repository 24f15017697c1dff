import { consciousnessModeStateSchema } from "@contract/consciousness-schemas";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { handleError } from "../platform/http/errors";
import { consciousnessRoutes } from "./consciousness.routes";

let t: TestApp;
let api: Hono;
beforeEach(async () => {
  t = await createTestApp();
  // These routes first, then the app itself (a no-op once app.ts mounts them too).
  api = new Hono();
  api.onError(handleError);
  api.route("/api", consciousnessRoutes(t));
  api.route("/", t.app);
});
afterEach(() => t.close());

const call = async (method: string, cookie: string, body?: unknown) => {
  const res = await api.request("/api/consciousness-mode", {
    method,
    headers: { cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

describe("/api/consciousness-mode", () => {
  it("is sanctified by default", async () => {
    const cookie = await t.signIn();
    const { status, body } = await call("GET", cookie);
    expect(status).toBe(200);
    expect(consciousnessModeStateSchema.parse(body)).toEqual({ mode: "sanctified", changedAt: null });
  });

  it("keeps a change on the server, seen by a second browser", async () => {
    const first = await t.signIn();
    const second = await t.signIn();
    const put = await call("PUT", first, { mode: "unveiled" });
    expect(put).toEqual({ status: 200, body: { mode: "unveiled", changedAt: t.clock.now().toISOString() } });
    expect((await call("GET", second)).body).toEqual(put.body);

    t.clock.advance(1000);
    const back = await call("PUT", second, { mode: "sanctified" });
    expect(back.body).toEqual({ mode: "sanctified", changedAt: t.clock.now().toISOString() });
    expect((await call("GET", first)).body.mode).toBe("sanctified");
  });

  it("refuses an unknown mode with a 400 and changes nothing", async () => {
    const cookie = await t.signIn();
    for (const body of [{ mode: "ascended" }, {}, { mode: 1 }]) {
      const res = await call("PUT", cookie, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: "bad_request", message: expect.stringContaining("mode") });
    }
    expect((await call("GET", cookie)).body.mode).toBe("sanctified");
  });
});

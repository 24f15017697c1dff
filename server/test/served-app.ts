import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { type MockOpenAI, startMockOpenAI } from "../../testing/mock-openai";
import { createTestApp, type TestApp } from "./harness";

/**
 * The real app over a throwaway database, listening on a real socket: events go straight to Node's response, as
 * `npm start` serves them (the attack suite speaks HTTP to it too).
 */
export async function startServedApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: t.app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    t,
    base: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      await new Promise<void>((resolve) => {
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      });
      t.close();
    },
  };
}

export type ServedApp = Awaited<ReturnType<typeof startServedApp>>;

/**
 * For a test file of streamed turns over HTTP: a fresh served app (database and all) for every test, signed in, with
 * one mock OpenAI server for the file as its provider, reset between tests. Read the fields inside tests (they change
 * for each test).
 */
export function setUpServedAppWithMock(options: Parameters<typeof createTestApp>[0] = {}) {
  const ctx = {} as { mock: MockOpenAI; served: ServedApp; t: TestApp; cookie: string };
  beforeAll(async () => {
    ctx.mock = await startMockOpenAI();
  });
  afterAll(() => ctx.mock.close());
  beforeEach(async () => {
    ctx.served = await startServedApp(options);
    ctx.t = ctx.served.t;
    ctx.cookie = await ctx.t.signIn();
    ctx.mock.script();
    ctx.mock.setDelay(0);
    ctx.mock.requests.length = 0;
    const chosen = await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: ctx.mock.url, model: "mock-small" });
    expect(chosen.status).toBe(200);
  });
  afterEach(() => ctx.served.close());

  /** Calls the served app as a signed-in browser would (given up after 8 s, so a missing end fails fast). */
  function call(method: string, url: string, body?: unknown, accept = "application/json", signal = AbortSignal.timeout(8000)) {
    return fetch(`${ctx.served.base}${url}`, {
      method,
      headers: { cookie: ctx.cookie, accept, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  }
  return { ctx, call };
}

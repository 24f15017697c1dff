import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { type MockOpenAI, startMockOpenAI } from "../../testing/mock-openai";
import { createTestApp, restartTestApp, type TestApp } from "./harness";

/**
 * For a test file of API calls that needs no model server: a fresh app (database and all) for every test, signed in.
 * Read the fields inside tests (they change for each test).
 */
export function setUpSignedInAppOnly<C extends { t: TestApp; cookie: string }>(ctx = {} as C) {
  beforeEach(async () => {
    ctx.t = await createTestApp();
    ctx.cookie = await ctx.t.signIn();
  });
  afterEach(() => ctx.t.close());

  const call = (method: string, url: string, body?: unknown) => ctx.t.caller(ctx.cookie)(method, url, body);
  /** The server stops and starts again on the same data; the browser keeps its session cookie. */
  const restart = async () => {
    ctx.t = await restartTestApp(ctx.t);
  };
  return { ctx, call, restart };
}

/**
 * For a test file of API calls: a fresh app (database and all) for every test, signed in, and one mock OpenAI
 * server for the file, reset between tests. Read the fields inside tests (they change for each test).
 */
export function setUpSignedInApp() {
  const ctx = {} as { mock: MockOpenAI; t: TestApp; cookie: string };
  beforeAll(async () => {
    ctx.mock = await startMockOpenAI();
  });
  afterAll(() => ctx.mock.close());
  const { call, restart } = setUpSignedInAppOnly(ctx);
  beforeEach(() => {
    ctx.mock.script();
    ctx.mock.setDelay(0);
    ctx.mock.requests.length = 0;
  });

  /** Answers come from the mock server from here on. */
  const selectMock = () => call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: ctx.mock.url, model: "mock-small" });
  return { ctx, call, selectMock, restart };
}

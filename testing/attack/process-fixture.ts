import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type MockOpenAI, startMockOpenAI } from "../mock-openai";

/**
 * For a file of attacks on server processes (testing/server-process.ts): one mock OpenAI server as their provider and
 * one data folder, made before the file's tests and removed after them. Read the fields inside tests.
 */
export function setUpProcessFixture(name: string) {
  const fx = {} as { mock: MockOpenAI; dataDir: string };
  beforeAll(async () => {
    fx.mock = await startMockOpenAI();
    fx.dataDir = mkdtempSync(path.join(os.tmpdir(), `citadel-${name}-`));
  });
  afterAll(async () => {
    fx.mock.route(null);
    await fx.mock.close();
    rmSync(fx.dataDir, { recursive: true, force: true });
  });
  return {
    fx,
    /** The server's database file in the data folder. */
    dbFile: () => path.join(fx.dataDir, "citadel.sqlite"),
    /** The environment that makes the mock the server's provider. */
    providerEnv: () => ({ LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: fx.mock.url, LLM_MODEL: "mock-small" }),
  };
}

/** Whether `check` came true within `ms`, asked every `everyMs` (a kill test waits for the server to reach a point). */
export async function waitFor(check: () => boolean | Promise<boolean>, ms: number, everyMs: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return false;
}

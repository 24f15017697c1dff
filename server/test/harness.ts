import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { VectorSearchPlan } from "@contract/embeddings";
import { createApp } from "../src/app";
import { createTurnHub } from "../src/chat/turn-hub";
import { learnModelContext } from "../src/models/connection/learn-model-context";
import { defaultProviderFactories } from "../src/models/default-factories";
import { createLocalModels } from "../src/models/local/local-models";
import { RECOMMENDED_MODEL, type RecommendedModel } from "../src/models/local/model-download.mjs";
import { createProviderRegistry } from "../src/models/providers/provider-registry";
import { createActivityHub } from "../src/notify/activity/hub";
import { createPush, type PushOptions } from "../src/notify/push/push";
import { ensureAccessCode } from "../src/platform/access/access";
import { findAppRoot } from "../src/platform/app-root";
import type { Clock } from "../src/platform/clock";
import { openDatabase } from "../src/platform/db/connection";
import { openSecretBox } from "../src/platform/secret-box";
import { seedPersonalities } from "../src/seed";
import { createServerParts } from "../src/server-parts";

export const TEST_CODE = "correct horse battery staple";
export const migrationsFolder = path.join(findAppRoot(), "server/src/platform/db/migrations");

/** A movable clock for tests. */
export function fixedClock(start = "2026-11-21T09:00:00.000Z"): Clock & { advance: (ms: number) => void } {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

/** The real app over a throwaway SQLite file and a tiny built client. */
export async function createTestApp(
  options: {
    host?: string;
    timeoutMs?: number;
    modelSource?: RecommendedModel;
    transcribeModel?: string;
    /** The built index.html (a tiny one by default), and the renderer that draws a signed-in page (none by default). */
    indexHtml?: string;
    firstPageRenderer?: string;
    /** The data folder of an app closed by restart(): the new one opens what it left. */
    dir?: string;
    /** A fixed budget of recalled text for models, and a context length (request-budget.ts). */
    recallChars?: number;
    contextTokens?: number;
    /** The whole request's characters for a model of unknown context (6,000 by default). */
    requestChars?: number;
    /** How vectors are searched (VECTOR_SEARCH by default; the recall benchmark compares plans). */
    vectorSearch?: VectorSearchPlan;
    /** Web Push: the tests' push service origin, and the pauses between attempts (none by default). */
    push?: Pick<PushOptions, "testOrigin" | "retryDelaysMs" | "sleep">;
    /** The access code set at start (TEST_CODE by default; an upgraded installation keeps its own). */
    accessCode?: string;
  } = {},
) {
  const dir = options.dir ?? mkdtempSync(path.join(os.tmpdir(), "citadel-test-"));
  const clientDistDir = path.join(dir, "client");
  mkdirSync(clientDistDir, { recursive: true });
  writeFileSync(path.join(clientDistDir, "index.html"), options.indexHtml ?? "<!doctype html><title>Citadel</title><div id=root></div>");
  const clock = fixedClock();
  const db = openDatabase(path.join(dir, "citadel.sqlite"), migrationsFolder);
  seedPersonalities(db);
  await ensureAccessCode(db, clock, options.accessCode ?? TEST_CODE);
  const secrets = openSecretBox(dir);
  const providers = createProviderRegistry({
    db,
    clock,
    box: secrets,
    modelsDir: path.join(dir, "models"),
    timeoutMs: options.timeoutMs ?? 5000,
    factories: defaultProviderFactories({ offlineSeed: 7 }),
    budget: { recallChars: options.recallChars, contextTokens: options.contextTokens, requestChars: options.requestChars },
  });
  // As the server does at start (awaited here, so a test knows when it is done).
  await learnModelContext({ db, clock, providers });
  const localModels = createLocalModels({
    db,
    clock,
    secrets,
    modelsDir: path.join(dir, "models"),
    source: options.modelSource ?? { ...RECOMMENDED_MODEL, url: "http://127.0.0.1:9/unreachable.gguf" },
  });
  const activity = createActivityHub();
  const push = createPush({
    db,
    clock,
    secrets,
    activity,
    subject: "mailto:tests@citadel.invalid",
    sleep: async () => {},
    ...options.push,
  });
  push.follow();
  // The server's parts as main.ts makes them, none started: a test runs the embedder (embedder.run(), without pauses
  // between batches) and writing first (writeFirst.run()) when it wants; the scheduler's jobs only tell their last runs.
  const parts = createServerParts({ db, clock, secrets, providers, activity, dataDir: dir, migrationsFolder, embedderPaceMs: 0 });
  const app = createApp({
    db,
    clock,
    config: {
      host: options.host ?? "127.0.0.1",
      allowedHosts: [],
      clientDistDir,
      firstPageRenderer: options.firstPageRenderer,
      llm: { timeoutMs: options.timeoutMs ?? 5000, transcribeModel: options.transcribeModel },
    },
    accessCodeReady: Promise.resolve(),
    secrets,
    providers,
    turns: createTurnHub(),
    localModels,
    activity,
    push,
    ...parts,
    vectorSearch: options.vectorSearch,
  });

  const request = (url: string, init: RequestInit = {}) => app.request(url, init);
  const json = (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
    request(url, { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

  /** Calls the API as a signed-in browser would: JSON in, JSON out. */
  const caller =
    (cookie: string) =>
    async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await request(url, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered
      return { status: res.status, body: (await res.json()) as any };
    };

  async function signIn(): Promise<string> {
    const res = await json("POST", "/api/session", { code: TEST_CODE });
    if (res.status !== 200) throw new Error(`sign-in failed with ${res.status}`);
    const cookie = res.headers.get("set-cookie")?.split(";")[0];
    if (!cookie) throw new Error("no session cookie");
    return cookie;
  }

  return {
    app,
    db,
    clock,
    dir,
    secrets,
    providers,
    activity,
    push,
    ...parts,
    request,
    json,
    signIn,
    caller,
    close: () => {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Stops an app as a restart would (its data folder kept) and starts a new one on the same data. */
export function restartTestApp(t: TestApp): Promise<TestApp> {
  t.db.$client.close();
  return createTestApp({ dir: t.dir });
}

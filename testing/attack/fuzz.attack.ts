import type { ChildProcess } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../server/src/platform/access/access";
import { SESSION_COOKIE } from "../../server/src/platform/access/session.routes";
import { systemClock } from "../../server/src/platform/clock";
import { type Db, openDatabase } from "../../server/src/platform/db/connection";
import { createTestApp, migrationsFolder } from "../../server/test/harness";
import { type MockOpenAI, startMockOpenAI } from "../mock-openai";
import { startServerProcess, stopServerProcess } from "../server-process";
import { malformedRequest } from "./malformed";
import { type RawAnswer, type RawRequest, rawRequest } from "./raw-http";
import { type ApiRoute, apiRoutes } from "./routes";
import { ATTACK_SEED, ATTACK_SIZE, attackRandom, pick, recordFigures } from "./settings";

/**
 * The fuzzer attacks the built server in its own process, as it runs for the owner: a request that hangs it is a
 * timeout and a crash is an exit, each a finding, instead of a stuck suite.
 */
let server: { child: ChildProcess; base: string };
let db: Db;
let routes: ApiRoute[];
let mock: MockOpenAI;
let dataDir: string;
/** The server's own log: an unexpected error is logged there with its stack. */
const SERVER_LOG = ".tmp/attack/fuzz-server.log";
beforeAll(async () => {
  mock = await startMockOpenAI();
  // The routes are read from the app itself, built in this process for the purpose.
  const app = await createTestApp();
  routes = apiRoutes(app.app);
  app.close();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "citadel-fuzz-"));
  rmSync(SERVER_LOG, { force: true });
  mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
  server = await startServerProcess(dataDir, { env: { LLM_TIMEOUT_MS: "2000" }, logFile: SERVER_LOG });
  db = openDatabase(path.join(dataDir, "citadel.sqlite"), migrationsFolder);
  addCookies(ATTACK_SIZE.fuzzRequests / 5);
});
afterAll(async () => {
  db.$client.close();
  await stopServerProcess(server.child);
  await mock.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Sessions made beside the server, all before the attack (a second process writing during it would only test
 * SQLite's locking): the fuzzer may sign itself out, or be rate limited at the gate, at any time, and takes the next.
 */
const cookies: string[] = [];
const freshCookie = () => cookies.pop() ?? "";
const addCookies = (n: number) =>
  db.$client.transaction(() => {
    for (let i = 0; i < n; i++) cookies.push(`${SESSION_COOKIE}=${createSession(db, systemClock).token}`);
  })();
/** The size of a request's head as Node's parser counts it (its limit is 16 KB), give or take the Host header. */
const headBytes = (req: RawRequest) =>
  Buffer.byteLength(`${req.method} ${req.path} HTTP/1.1\r\n`) +
  Object.entries(req.headers ?? {}).reduce((n, [k, v]) => n + Buffer.byteLength(`${k}: ${v}\r\n`), 0) +
  100;

/** The only 5xx allowed: a model provider's own failure, reported as such. */
function acceptable(answer: RawAnswer): boolean {
  if (answer.status < 500) return true;
  if (answer.status !== 502) return false;
  try {
    return (JSON.parse(answer.text) as { error?: string }).error === "provider_error";
  } catch {
    return false;
  }
}

const describeRequest = (req: RawRequest) =>
  `${req.method} ${req.path} ${req.headers?.["content-type"] ?? ""} ${String(req.body ?? "").slice(0, 160)}`;

describe(`fuzzing every API route (seed ${ATTACK_SEED})`, () => {
  it(`answers ${ATTACK_SIZE.fuzzRequests} malformed requests without a server error`, async () => {
    expect(routes.length).toBeGreaterThan(20);
    // Answers come from the mock at first; the fuzzer may change that like anything else.
    const setUp = await rawRequest(server.base, {
      method: "PUT",
      path: "/api/provider",
      headers: { cookie: freshCookie(), "content-type": "application/json" },
      body: JSON.stringify({ provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" }),
    });
    expect(setUp.status).toBe(200);

    const findings: string[] = [];
    const statuses = new Map<number, number>();
    const hit = new Set<string>();
    let sent = 0;
    const worker = async (n: number) => {
      const random = attackRandom(`fuzz-${n}`);
      let cookie = freshCookie();
      while (sent < ATTACK_SIZE.fuzzRequests) {
        sent++;
        const route = pick(random, routes);
        const req = malformedRequest(random, route);
        if (random() < 0.95) req.headers = { ...req.headers, cookie };
        // ATTACK_TRACE names each request before it is sent: a request that hangs the server is the last line.
        if (process.env.ATTACK_TRACE) appendFileSync(process.env.ATTACK_TRACE, `${describeRequest(req)}\n`);
        let answer: RawAnswer;
        if (server.child.exitCode !== null) break;
        try {
          answer = await rawRequest(server.base, req);
        } catch (error) {
          // Node's HTTP parser refuses a request head over 16 KB (431) and closes the connection under a body still
          // being sent: that is a refusal, not a failure.
          const refusedHead = /ECONNRESET|EPIPE/.test(String(error)) && headBytes(req) > 16 * 1024;
          if (!refusedHead) findings.push(`${describeRequest(req)} -> ${(error as Error).message}`);
          continue;
        }
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        hit.add(`${route.method} ${route.path}`);
        if (!acceptable(answer)) findings.push(`${describeRequest(req)} -> ${answer.status} ${answer.text.slice(0, 300)}`);
        // Signing out everywhere ends the waiting sessions too: a few new ones are made, the only writes beside it.
        if (route.method === "DELETE" && route.path === "/api/session/all" && answer.status === 200) addCookies(6);
        if (route.path.startsWith("/api/session")) cookie = freshCookie();
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, n) => worker(n)));

    // Still running and answering, nothing left half-written, the database whole.
    expect(server.child.exitCode).toBeNull();
    addCookies(1);
    const status = await rawRequest(server.base, { method: "GET", path: "/api/status", headers: { cookie: freshCookie() } });
    expect(status.status).toBe(200);
    const sqlite = db.$client;
    const pending = () => sqlite.prepare<[], { n: number }>("SELECT count(*) AS n FROM messages WHERE status = 'pending'").get()?.n;
    for (let i = 0; i < 100 && pending(); i++) await new Promise((r) => setTimeout(r, 100));
    expect(pending()).toBe(0);
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    // What each reply remembered names only replies and memories that are there (memories deleted and corrected above).
    expect(sqlite.pragma("foreign_key_check(reply_memories)")).toEqual([]);

    const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    recordFigures("fuzz", {
      requests: sent,
      routes: routes.length,
      routesHit: hit.size,
      findings: findings.length,
      answered2xx: [...statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0),
      answered4xx: [...statuses].filter(([s]) => s >= 400 && s < 500).reduce((n, [, c]) => n + c, 0),
      providerFailures: statuses.get(502) ?? 0,
      serverErrors: serverErrors - (statuses.get(502) ?? 0),
    });
    expect(findings.slice(0, 20), `replay with ATTACK_SEED=${ATTACK_SEED}; the server's log is ${SERVER_LOG}`).toEqual([]);
    expect(hit.size).toBe(routes.length);
  });
});

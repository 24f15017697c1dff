import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../server/src/routes/session";
import { createSession } from "../../server/src/services/access";
import { type MockOpenAI, startMockOpenAI } from "../mock-openai";
import { malformedRequest } from "./malformed";
import { type RawAnswer, type RawRequest, rawRequest } from "./raw-http";
import { apiRoutes } from "./routes";
import { type ServedApp, startServedApp } from "./served-app";
import { ATTACK_SEED, ATTACK_SIZE, attackRandom, pick, recordFigures } from "./settings";

let served: ServedApp;
let mock: MockOpenAI;
beforeAll(async () => {
  mock = await startMockOpenAI();
  served = await startServedApp({ timeoutMs: 2000 });
});
afterAll(async () => {
  await served.close();
  await mock.close();
});

/** A session made on the server side: the fuzzer may sign itself out, or be rate limited at the gate, at any time. */
const freshCookie = () => `${SESSION_COOKIE}=${createSession(served.t.db, served.t.clock).token}`;

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
    const routes = apiRoutes(served.t.app);
    expect(routes.length).toBeGreaterThan(20);
    // Answers come from the mock at first; the fuzzer may change that like anything else.
    const setUp = await rawRequest(served.base, {
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
        let answer: RawAnswer;
        try {
          answer = await rawRequest(served.base, req);
        } catch (error) {
          findings.push(`${describeRequest(req)} -> ${(error as Error).message}`);
          continue;
        }
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        hit.add(`${route.method} ${route.path}`);
        if (!acceptable(answer)) findings.push(`${describeRequest(req)} -> ${answer.status} ${answer.text.slice(0, 300)}`);
        if (route.path.startsWith("/api/session")) cookie = freshCookie();
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, n) => worker(n)));

    // Still answering, nothing left half-written, the database whole.
    const status = await rawRequest(served.base, { method: "GET", path: "/api/status", headers: { cookie: freshCookie() } });
    expect(status.status).toBe(200);
    const sqlite = served.t.db.$client;
    const pending = () => sqlite.prepare<[], { n: number }>("SELECT count(*) AS n FROM messages WHERE status = 'pending'").get()?.n;
    for (let i = 0; i < 100 && pending(); i++) await new Promise((r) => setTimeout(r, 100));
    expect(pending()).toBe(0);
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");

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
    expect(findings.slice(0, 20), `replay with ATTACK_SEED=${ATTACK_SEED}`).toEqual([]);
    expect(hit.size).toBe(routes.length);
  });
});

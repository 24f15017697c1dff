import { randomBytes } from "node:crypto";
import { LOGIN_ATTEMPTS_PER_WINDOW } from "@contract/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../server/src/platform/access/access";
import { SESSION_COOKIE } from "../../server/src/platform/access/session.routes";
import { TEST_CODE } from "../../server/test/harness";
import { type ServedApp, startServedApp } from "../../server/test/served-app";
import { rawRequest } from "./raw-http";
import { type ApiRoute, apiRoutes, isOpenRoute } from "./routes";
import { ATTACK_SEED, attackRandom, recordFigures } from "./settings";

let served: ServedApp;
beforeAll(async () => {
  served = await startServedApp();
});
afterAll(() => served.close());

/** Fills a route's parameters with something plausible, so the request would reach its handler past the gate. */
const concrete = (route: ApiRoute) => route.path.replace(/:name/g, "aeris").replace(/:[A-Za-z_]+/g, "1");

function ask(route: ApiRoute, headers: Record<string, string> = {}) {
  const body = route.method === "GET" ? undefined : JSON.stringify({ content: "let me in", provider: "offline" });
  return rawRequest(served.base, {
    method: route.method,
    path: concrete(route),
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...headers },
    body,
  });
}

describe(`the gate (seed ${ATTACK_SEED})`, () => {
  it("answers 401 on every route but signing in, without a session, with a forged one and with an expired one", async () => {
    const random = attackRandom("gate");
    const routes = apiRoutes(served.t.app).filter((r) => !isOpenRoute(r));
    expect(routes.length).toBeGreaterThan(20);
    const expired = `${SESSION_COOKIE}=${createSession(served.t.db, served.t.clock).token}`;
    served.t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const forgeries = [
      "",
      `${SESSION_COOKIE}=${randomBytes(32).toString("base64url")}`,
      `${SESSION_COOKIE}=`,
      `${SESSION_COOKIE}=${"A".repeat(43)}`,
      `${SESSION_COOKIE}=' OR 1=1 --`,
      `${SESSION_COOKIE}=${Math.floor(random() * 1e12)}; ${SESSION_COOKIE}=x`,
      expired,
    ];
    const letIn: string[] = [];
    let asked = 0;
    for (const route of routes) {
      for (const cookie of forgeries) {
        asked++;
        const answer = await ask(route, cookie ? { cookie } : {});
        if (answer.status !== 401) letIn.push(`${route.method} ${route.path} with "${cookie.slice(0, 40)}": ${answer.status}`);
      }
    }
    // The signed-out session routes answer 401 too; signing in needs the code.
    expect((await ask({ method: "GET", path: "/api/session" })).status).toBe(401);
    expect((await ask({ method: "DELETE", path: "/api/session" })).status).toBe(401);
    recordFigures("gate", { routes: routes.length, asked, letIn: letIn.length });
    expect(letIn).toEqual([]);
  });

  it("refuses other origins, other sites and unknown host names, even signed in", async () => {
    const cookie = `${SESSION_COOKIE}=${createSession(served.t.db, served.t.clock).token}`;
    const put = { method: "PUT", path: "/api/owner" };
    const refused: Record<string, string>[] = [
      { origin: "http://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { host: "evil.example" },
    ];
    for (const headers of refused) {
      const answer = await ask(put, { cookie, ...headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await ask({ method: "GET", path: "/api/status" }, { cookie, host: "rebound.example:80" })).status).toBe(403);
  });

  it(`limits wrong codes to ${LOGIN_ATTEMPTS_PER_WINDOW} a minute, and then refuses even the right one`, async () => {
    const signIn = (code: string) =>
      rawRequest(served.base, {
        method: "POST",
        path: "/api/session",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code }),
      });
    expect((await signIn(TEST_CODE)).status).toBe(200);
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_WINDOW; i++) expect((await signIn(`wrong-${i}`)).status).toBe(401);
    expect((await signIn("wrong-again")).status).toBe(429);
    const right = await signIn(TEST_CODE);
    expect(right.status).toBe(429);
    expect(right.headers["set-cookie"]).toBeUndefined();
  });
});

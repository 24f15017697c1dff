import { LOGIN_ATTEMPTS_PER_WINDOW, LOGIN_WINDOW_MS } from "@contract/constants";
import type { OperationResult } from "@contract/provider";
import { changeCodeRequestSchema, loginRequestSchema, type SessionState } from "@contract/session";
import { TEXT } from "@contract/texts";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { rateLimiter } from "hono-rate-limiter";
import type { Clock } from "../clock";
import type { Db } from "../db/connection";
import { AppError } from "../errors";
import { validate } from "../http/validate";
import { changeAccessCode, checkAccessCode, createSession, endAllSessions, endSession, isValidSession } from "./access";

export const SESSION_COOKIE = "citadel_session";

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}

export const readSessionToken = (c: Context) => getCookie(c, SESSION_COOKIE);

/** `accessCodeReady` settles once the access-code hash is in place; sign-ins wait for it so start-up need not. */
export function sessionRoutes({ db, clock, accessCodeReady }: { db: Db; clock: Clock; accessCodeReady: Promise<unknown> }) {
  const app = new Hono();

  app.get("/", (c) => {
    const authenticated = isValidSession(db, clock, readSessionToken(c));
    return c.json<SessionState>({ authenticated }, authenticated ? 200 : 401);
  });

  app.post(
    "/",
    rateLimiter({
      windowMs: LOGIN_WINDOW_MS,
      limit: LOGIN_ATTEMPTS_PER_WINDOW,
      keyGenerator: clientAddress,
      // Only wrong codes count: the owner signing in on several devices is never slowed down.
      skipSuccessfulRequests: true,
      handler: () => {
        throw new AppError("rate_limited", TEXT.tooManyAttempts);
      },
    }),
    validate("json", loginRequestSchema),
    async (c) => {
      const { code } = c.req.valid("json");
      await accessCodeReady;
      if (!(await checkAccessCode(db, code))) throw new AppError("unauthorized", TEXT.accessDenied.description);
      const { token, expiresAt } = createSession(db, clock);
      setCookie(c, SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: "Strict",
        path: "/",
        expires: expiresAt,
        secure: new URL(c.req.url).protocol === "https:",
      });
      return c.json<SessionState>({ authenticated: true });
    },
  );

  app.delete("/", (c) => {
    // Like every /api path but signing in: no session, nothing to end.
    if (!isValidSession(db, clock, readSessionToken(c))) throw new AppError("unauthorized", TEXT.signInRequired);
    endSession(db, readSessionToken(c));
    deleteCookie(c, SESSION_COOKIE, { path: "/" });
    return c.json<SessionState>({ authenticated: false });
  });

  const signedIn = async (c: Context, next: () => Promise<void>) => {
    if (!isValidSession(db, clock, readSessionToken(c))) throw new AppError("unauthorized", TEXT.signInRequired);
    await next();
  };

  // Change the access code: the current one is required; every other browser is signed out, this one stays.
  // The session is checked before the body: without one, the answer is 401 whatever was sent.
  app.post("/code", signedIn, validate("json", changeCodeRequestSchema), async (c) => {
    const { current, next } = c.req.valid("json");
    await accessCodeReady;
    if (!(await changeAccessCode(db, clock, current, next, readSessionToken(c)))) {
      throw new AppError("forbidden", "The current access code is not right; nothing was changed");
    }
    return c.json<OperationResult>({ success: true, message: "The access code is changed; every other browser is signed out" });
  });

  // Sign out everywhere, this browser included.
  app.delete("/all", signedIn, (c) => {
    const ended = endAllSessions(db);
    deleteCookie(c, SESSION_COOKIE, { path: "/" });
    return c.json<OperationResult>({ success: true, message: `${ended} browser${ended === 1 ? "" : "s"} signed out` });
  });

  return app;
}

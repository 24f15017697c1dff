import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_CODE, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe("access gate", () => {
  it("refuses a wrong code with the spec's message and sets no cookie", async () => {
    const res = await t.json("POST", "/api/session", { code: "wrong" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: "Invalid authentication credentials" });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("accepts the right code with an httpOnly, SameSite=Strict session cookie", async () => {
    const res = await t.json("POST", "/api/session", { code: TEST_CODE });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: true });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^citadel_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it("tells whether this browser is signed in, and signs out", async () => {
    expect((await t.request("/api/session")).status).toBe(401);
    const cookie = await t.signIn();
    const signedIn = await t.request("/api/session", { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ authenticated: true });

    const out = await t.request("/api/session", { method: "DELETE", headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await t.request("/api/personalities", { headers: { cookie } })).status).toBe(401);
    // Signing out again, or with no session at all, is like any other /api path without a session.
    expect((await t.request("/api/session", { method: "DELETE", headers: { cookie } })).status).toBe(401);
    expect((await t.request("/api/session", { method: "DELETE" })).status).toBe(401);
  });

  it("answers 401 on every API path without a session", async () => {
    const paths = [
      ["GET", "/api/personalities"],
      ["GET", "/api/consciousness-status"],
      ["GET", "/api/memory-stats"],
      ["GET", "/api/status"],
      ["POST", "/api/personalities/aeris/awaken"],
      ["GET", "/api/personalities/aeris/messages"],
      ["GET", "/api/no-such-thing"],
    ] as const;
    for (const [method, path] of paths) {
      const res = await t.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const forged = await t.request("/api/personalities", { headers: { cookie: "citadel_session=forged-token" } });
    expect(forged.status).toBe(401);
  });

  it("slows down repeated wrong codes: the 11th try in a minute is refused even with the right code", async () => {
    for (let i = 0; i < 10; i++) expect((await t.json("POST", "/api/session", { code: `wrong-${i}` })).status).toBe(401);
    const blocked = await t.json("POST", "/api/session", { code: TEST_CODE });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toMatch(/Too many attempts/);
  });

  it("does not count successful sign-ins against the limit", async () => {
    for (let i = 0; i < 12; i++) await t.signIn();
  });

  it("answers malformed or incomplete bodies with a clear 400", async () => {
    const malformed = await t.request("/api/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toMatch(/json/i);

    const missing = await t.json("POST", "/api/session", {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/^code:/);

    const tooLong = await t.json("POST", "/api/session", { code: "x".repeat(300) });
    expect(tooLong.status).toBe(400);
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe("safe by default", () => {
  it("answers only host names it knows (DNS rebinding)", async () => {
    const res = await t.request("http://evil.example/api/session", { headers: { host: "evil.example" } });
    expect(res.status).toBe(403);
    const ok = await t.request("http://localhost:5000/", { headers: { host: "localhost:5000" } });
    expect(ok.status).toBe(200);
  });

  it("refuses state-changing requests from another origin", async () => {
    const cookie = await t.signIn();
    const fromElsewhere = await t.request("/api/personalities/aeris/awaken", {
      method: "POST",
      headers: { cookie, origin: "http://evil.example", host: "localhost" },
    });
    expect(fromElsewhere.status).toBe(403);
    const crossSite = await t.request("/api/personalities/aeris/awaken", {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await t.request("http://localhost/api/personalities/aeris/awaken", {
      method: "POST",
      headers: { cookie, origin: "http://localhost", host: "localhost", "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it("sends a strict content security policy and related headers", async () => {
    const res = await t.request("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/script-src[^;]* 'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("permissions-policy")).toContain("camera=(self)");
    expect(res.headers.get("permissions-policy")).toContain("microphone=(self)");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses oversized bodies with 413 before reading them", async () => {
    const res = await t.json("POST", "/api/session", { code: "x".repeat(9 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/);
  });

  it("serves the single-page app for client routes", async () => {
    for (const path of ["/", "/journal", "/no/such/page"]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain("<div id=root>");
    }
  });
});

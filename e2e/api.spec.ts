import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import { AUTH_FILE, BASE_URL, NO_SESSION } from "./support/constants";

// The `request` fixture here carries no session cookie.
test.use({ storageState: NO_SESSION });

const PROTECTED: readonly { method: "GET" | "POST" | "DELETE"; path: string }[] = [
  { method: "GET", path: "/api/personalities" },
  { method: "GET", path: "/api/consciousness-status" },
  { method: "GET", path: "/api/memory-stats" },
  { method: "GET", path: "/api/status" },
  { method: "POST", path: "/api/personalities/aeris/awaken" },
  { method: "POST", path: "/api/personalities/musashi/awaken" },
  { method: "GET", path: "/api/no-such-endpoint" },
  { method: "POST", path: "/api/no-such-endpoint" },
  { method: "GET", path: "/api/personalities/aeris/messages" },
];

const send = (api: APIRequestContext, method: string, path: string): Promise<APIResponse> =>
  api.fetch(path, { method, failOnStatusCode: false });

test("every API path but signing in answers 401 without a session", async ({ request }) => {
  for (const { method, path } of PROTECTED) {
    const res = await send(request, method, path);
    expect(res.status(), `${method} ${path}`).toBe(401);
    const body = (await res.json()) as { error?: unknown };
    expect(body.error, `${method} ${path} says why`).toBe("unauthorized");
  }
});

test("GET /api/session without a session is 401 with authenticated: false", async ({ request }) => {
  const res = await request.get("/api/session");
  expect(res.status()).toBe(401);
  expect(await res.json()).toEqual({ authenticated: false });
});

test("DELETE /api/session without a session answers 401, like every /api path but signing in", async ({ request }) => {
  const res = await request.delete("/api/session");
  expect(res.status()).toBe(401);
  expect(((await res.json()) as { message?: unknown }).message).toBe("Sign in with the access code first");
  expect((await request.get("/api/personalities")).status()).toBe(401);
});

test("the same read paths answer 200 with the run's session (so the 401s mean something)", async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL, storageState: AUTH_FILE });
  try {
    expect(await (await api.get("/api/session")).json()).toEqual({ authenticated: true });
    for (const path of ["/api/personalities", "/api/consciousness-status", "/api/memory-stats", "/api/status"]) {
      expect((await api.get(path)).status(), path).toBe(200);
    }
    const names = ((await (await api.get("/api/personalities")).json()) as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["aeris", "nova", "trinity", "musashi", "socrates", "user"]));
  } finally {
    await api.dispose();
  }
});

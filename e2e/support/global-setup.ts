import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MODEL_OFFER_DISMISSED_KEY } from "@contract/model-offer";
import { request } from "@playwright/test";
import { ACCESS_CODE, AUTH_FILE, BASE_URL } from "./constants";

/** Signs in once for the whole run (the server rate-limits wrong codes, and the UI sign-in takes a second). */
export default async function globalSetup(): Promise<void> {
  mkdirSync(path.dirname(AUTH_FILE), { recursive: true });
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    const res = await api.post("/api/session", { data: { code: ACCESS_CODE } });
    if (res.status() !== 200) throw new Error(`Sign-in for the e2e run failed: ${res.status()} ${await res.text()}`);
    const body = (await res.json()) as { authenticated?: unknown };
    if (body.authenticated !== true) throw new Error(`Sign-in answered ${JSON.stringify(body)}`);
    await api.storageState({ path: AUTH_FILE });
    // The run's pages are a returning owner's: the first visit's offer of a real model was put away (its own spec,
    // model-offer.spec.ts, opens the app as a newcomer).
    const state = JSON.parse(readFileSync(AUTH_FILE, "utf8")) as { origins: unknown[] };
    state.origins.push({ origin: BASE_URL, localStorage: [{ name: MODEL_OFFER_DISMISSED_KEY, value: "true" }] });
    writeFileSync(AUTH_FILE, JSON.stringify(state, null, 2));
  } finally {
    await api.dispose();
  }
}

import { createServer } from "node:net";
import type { ProviderSettingsView } from "@contract/provider";
import type { APIRequestContext } from "@playwright/test";

async function putProvider(api: APIRequestContext, data: Record<string, unknown>): Promise<void> {
  const res = await api.put("/api/provider", { data });
  if (!res.ok()) throw new Error(`PUT /api/provider answered ${res.status()}: ${await res.text()}`);
}

/**
 * Switches the server's model provider (shared by the whole run: only tests that run one at a time may use it).
 * Returns a function that puts back every setting it changed, so later specs find the server as it was.
 */
export async function useProvider(
  api: APIRequestContext,
  settings: { provider: "openai-compatible"; baseUrl: string; model: string },
): Promise<() => Promise<void>> {
  const before = (await (await api.get("/api/provider")).json()) as ProviderSettingsView;
  const server = before.servers["openai-compatible"];
  await putProvider(api, settings);
  return async () => {
    // The compatible server's own settings first (an address cannot be cleared, only replaced), then the choice.
    await putProvider(api, {
      provider: "openai-compatible",
      model: server.model ?? "",
      ...(server.baseUrl ? { baseUrl: server.baseUrl } : {}),
    });
    await putProvider(api, { provider: before.selected });
  };
}

/** A local port nothing listens on: connections to it are refused at once. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Stores turns straight through the API (the JSON form), for tests that need a long history. */
export async function seedTurns(api: APIRequestContext, name: string, count: number, label: string): Promise<void> {
  for (let i = 1; i <= count; i++) {
    const res = await api.post(`/api/personalities/${name}/messages`, {
      data: { content: `${label} ${i}`, isFromAI: false, userId: 1, consciousnessMode: "sanctified" },
    });
    if (!res.ok()) throw new Error(`Seeding turn ${i} failed: ${res.status()} ${await res.text()}`);
  }
}

import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createTestApp } from "../../server/test/harness";

/** The real app over a throwaway database, listening on a real socket (the attacks speak HTTP, not function calls). */
export async function startServedApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: t.app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    t,
    base: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      await new Promise<void>((resolve) => {
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      });
      t.close();
    },
  };
}

export type ServedApp = Awaited<ReturnType<typeof startServedApp>>;

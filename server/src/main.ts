import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { findAppRoot } from "./app-root";
import { assertSafeToListen, loadConfig } from "./config";
import { openDatabase } from "./db/connection";
import { ensureAccessCode } from "./services/access";
import { systemClock } from "./services/clock";
import { seedPersonalities } from "./services/seed";
import { offlineProviderStatus } from "./services/provider-status";

async function main() {
  const appRoot = findAppRoot();
  const config = loadConfig(process.env, appRoot);
  assertSafeToListen(config);

  const db = openDatabase(config.databaseFile, path.join(appRoot, "server/src/db/migrations"));
  seedPersonalities(db);
  // Hashing the code is deliberately slow; the server listens meanwhile and sign-ins wait for it.
  const accessCodeReady = ensureAccessCode(db, systemClock, config.accessCode).then(({ generatedCode }) => {
    if (generatedCode) {
      console.log(
        `\n  Your Citadel access code is: ${generatedCode}\n  It is shown only this once; only its hash is stored.` +
          `\n  Set CITADEL_ACCESS_CODE to choose your own.\n`,
      );
    }
  });

  const app = createApp({
    db,
    clock: systemClock,
    config,
    accessCodeReady,
    providerStatus: offlineProviderStatus(systemClock),
  });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
    console.log(`Citadel is listening on http://${host}:${info.port} (data in ${config.dataDir})`);
  });

  const shutdown = () => {
    server.close();
    db.$client.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

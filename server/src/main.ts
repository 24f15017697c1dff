import path from "node:path";
import { serve } from "@hono/node-server";
import { defaultProviderFactories } from "./ai/default-factories";
import { createProviderRegistry } from "./ai/provider-registry";
import { createApp } from "./app";
import { findAppRoot } from "./app-root";
import { assertSafeToListen, loadConfig } from "./config";
import { openDatabase } from "./db/connection";
import { ensureAccessCode } from "./services/access";
import { systemClock as clock } from "./services/clock";
import { RECOMMENDED_MODEL } from "./ai/local/model-download";
import { createLocalModels } from "./services/local-models";
import { applyEnvironmentSettings } from "./services/provider-settings";
import { openSecretBox } from "./services/secret-box";
import { seedPersonalities } from "./services/seed";
import { createIdleTrimmer } from "./services/idle-trim";
import { createTurnHub } from "./services/turn-hub";

async function main() {
  const appRoot = findAppRoot();
  const config = loadConfig(process.env, appRoot);
  assertSafeToListen(config);

  const db = openDatabase(config.databaseFile, path.join(appRoot, "server/src/db/migrations"));
  seedPersonalities(db);
  const secrets = openSecretBox(config.dataDir);
  applyEnvironmentSettings(db, clock, secrets, config.llm);
  const modelsDir = path.join(config.dataDir, "models");
  const providers = createProviderRegistry({
    db,
    clock,
    box: secrets,
    modelsDir,
    timeoutMs: config.llm.timeoutMs,
    factories: defaultProviderFactories(),
  });

  // Hashing the code is deliberately slow; the server listens meanwhile and sign-ins wait for it.
  const accessCodeReady = ensureAccessCode(db, clock, config.accessCode).then(({ generatedCode }) => {
    if (generatedCode) {
      console.log(
        `\n  Your Citadel access code is: ${generatedCode}\n  It is shown only this once; only its hash is stored.` +
          `\n  Set CITADEL_ACCESS_CODE to choose your own.\n`,
      );
    }
  });

  const localModels = createLocalModels({
    db,
    clock,
    secrets,
    modelsDir,
    source: config.llm.localModelUrl ? { ...RECOMMENDED_MODEL, url: config.llm.localModelUrl } : RECOMMENDED_MODEL,
  });
  const turns = createTurnHub();
  const app = createApp({ db, clock, config, accessCodeReady, secrets, providers, turns, localModels });
  // `npm start` runs Node with --expose-gc for this; without it only SQLite's caches are released.
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
  const trimmer = createIdleTrimmer(collect, () => db.$client.pragma("shrink_memory"), turns.writing);
  const fetch: typeof app.fetch = (request, env) => {
    trimmer.touch();
    return app.fetch(request, env);
  };
  const server = serve({ fetch, hostname: config.host, port: config.port }, (info) => {
    const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
    const { provider, model } = providers.status();
    console.log(`Citadel is listening on http://${host}:${info.port} (data in ${config.dataDir}; ${provider}: ${model})`);
  });

  const shutdown = () => {
    trimmer.stop();
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

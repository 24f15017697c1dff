import path from "node:path";
import type { ErrorBody } from "@contract/status";
import { TEXT } from "@contract/texts";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createTurnHub, recoverInterruptedTurns } from "./chat";
import { interruptRunning } from "./exchanges";
import { warmUpExtraction } from "./follow-ups";
import { STOP_GRACE_MS, stopGracefully } from "./graceful-stop";
import { applyEnvironmentEmbeddingModel, upgradeSpaces } from "./memory";
import { learnModelContext } from "./models/connection/learn-model-context";
import { applyEnvironmentSettings } from "./models/connection/provider-settings";
import { defaultProviderFactories } from "./models/default-factories";
import { createLocalModels } from "./models/local/local-models";
import { RECOMMENDED_MODEL } from "./models/local/model-download.mjs";
import { createProviderRegistry } from "./models/providers/provider-registry";
import { createActivityHub, createPush } from "./notify";
import { ensureAccessCode } from "./platform/access/access";
import { findAppRoot } from "./platform/app-root";
import { systemClock as clock } from "./platform/clock";
import { assertSafeToListen, loadConfig } from "./platform/config";
import { openDatabase } from "./platform/db/connection";
import { createIdleTrimmer } from "./platform/idle-trim";
import { loggable } from "./platform/scrub-secrets";
import { openSecretBox } from "./platform/secret-box";
import { seedPersonalities } from "./seed";
import { createServerParts } from "./server-parts";

async function main() {
  const appRoot = findAppRoot();
  const config = loadConfig(process.env, appRoot);
  assertSafeToListen(config);

  const migrationsFolder = path.join(appRoot, "server/src/platform/db/migrations");
  // Brings the file up to date (every migration it lacks, this version recorded), or refuses one a newer Citadel wrote.
  const db = openDatabase(config.databaseFile, migrationsFolder, { log: (line) => console.log(line) });
  seedPersonalities(db);
  // A crash or a power cut may have left replies half-written: they become failed turns the owner can retry.
  const interrupted = recoverInterruptedTurns(db);
  if (interrupted > 0) console.log(`${interrupted} reply(ies) cut off when the Citadel last stopped are marked for retry`);
  // Exchanges left running show as interrupted; Resume goes on from where each stopped.
  interruptRunning(db, clock);
  // Vectors stored before they were quantised get their bits (once; nothing is embedded again).
  if (upgradeSpaces(db, clock.now().toISOString()) > 0) console.log("Stored memory vectors were given their quantised index");
  const secrets = openSecretBox(config.dataDir);
  applyEnvironmentSettings(db, clock, secrets, config.llm);
  const modelsDir = path.join(config.dataDir, "models");
  const providers = createProviderRegistry({
    db,
    clock,
    box: secrets,
    modelsDir,
    timeoutMs: config.llm.timeoutMs,
    factories: defaultProviderFactories({ offlineExchangeLineMs: config.offlinePaceMs, localContextTokens: config.llm.contextTokens }),
    budget: { contextTokens: config.llm.contextTokens },
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
    namedPath: config.llm.localModelPath,
    source: config.llm.localModelUrl ? { ...RECOMMENDED_MODEL, url: config.llm.localModelUrl } : RECOMMENDED_MODEL,
  });
  const turns = createTurnHub();
  const activity = createActivityHub();
  // Web Push: VAPID keys made at first start; what the activity hub tells reaches subscribed devices while no page is open.
  const push = createPush({ db, clock, secrets, activity, ...config.webPush });
  push.follow();
  // Memories are embedded in the background when the provider offers embeddings (docs/ARCHITECTURE.md, "Recall").
  applyEnvironmentEmbeddingModel(db, clock, config.llm);
  // Recurring work runs on the server whether or not a browser is open (backups, integrity, journal; docs/ARCHITECTURE.md, "Schedulers").
  const parts = createServerParts({ db, clock, secrets, providers, activity, dataDir: config.dataDir, migrationsFolder });
  const { exchanges, embedder, schedule: scheduler } = parts;
  parts.exports.recover();
  const app = createApp({
    db,
    clock,
    config,
    accessCodeReady,
    secrets,
    providers,
    turns,
    localModels,
    activity,
    push,
    ...parts,
  });
  // `npm start` runs Node with --expose-gc for this; without it only SQLite's caches are released.
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
  const release = () => db.$client.pragma("shrink_memory");
  const trimmer = createIdleTrimmer(collect, release, turns.writing);
  let stopping = false;
  const fetch: typeof app.fetch = (request, env) => {
    if (stopping) return Response.json({ error: "unavailable", message: TEXT.stopping } satisfies ErrorBody, { status: 503 });
    trimmer.touch();
    return app.fetch(request, env);
  };
  // Reading dates is slow the first few times in a process: done now, not in the first turn's commit.
  warmUpExtraction();
  const server = serve({ fetch, hostname: config.host, port: config.port }, (info) => {
    void scheduler.start();
    // The model's context length from the server's model list, when no save has read it yet (in the background).
    learnModelContext({ db, clock, providers }).catch((error) =>
      console.error("The model's context length could not be learnt; the default budget stands", loggable(error)),
    );
    const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
    const { provider, model } = providers.status();
    console.log(`Citadel is listening on http://${host}:${info.port} (data in ${config.dataDir}; ${provider}: ${model})`);
  });

  const shutdown = async () => {
    // A second Ctrl-C does not wait: the next start marks what was cut off.
    if (stopping) process.exit(1);
    stopping = true;
    trimmer.stop();
    scheduler.stop();
    // An embedding run stops between requests; the memories it did not reach are found again at the next start.
    embedder.stop();
    // A backup being written finishes first (it is written off the server's thread, from a connection of its own).
    await scheduler.idle();
    const { interrupted } = await stopGracefully({
      db,
      clock,
      writing: () => turns.writing() || exchanges.writing(),
      closeServer: () => server.close(),
      graceMs: STOP_GRACE_MS,
    });
    if (interrupted > 0) console.log(`${interrupted} reply(ies) still being written were marked interrupted`);
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

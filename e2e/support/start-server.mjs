// Starts Citadel for the browser tests: a fresh temporary folder holding the data directory and a client build
// of its own, both removed when the server exits.
//
// The client is built for every run rather than served from dist/client: a `vite build` started elsewhere during a
// run empties its output folder, and pages would come up blank ("The client is not built"). A folder private to this
// process cannot be emptied under it, and it always holds the current sources.
// The server runs from dist/server/main.js (built when missing or older than its sources); once loaded, later
// rebuilds of that file cannot affect the running process.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { outdated } from "../../scripts/lib/freshness.mjs";

const root = path.resolve(import.meta.dirname, "../..");
process.chdir(root);
const runDir = mkdtempSync(path.join(os.tmpdir(), "citadel-e2e-"));
process.on("exit", () => rmSync(runDir, { recursive: true, force: true }));
// Until the server takes over signal handling (it closes the database, then exits), a stop just exits.
const exitNow = () => process.exit(0);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, exitNow);
const dataDir = path.join(runDir, "data");
// Tests that need a large history write it straight into this run's database (see e2e/support/seed-db.ts).
mkdirSync(".tmp", { recursive: true });
writeFileSync(`.tmp/e2e-data-dir-${process.env.PORT ?? "5199"}.txt`, dataDir);
const clientOut = path.join(runDir, "client");

const { build } = await import("vite");
await build({ logLevel: "error", build: { outDir: clientOut, emptyOutDir: true } });
if (outdated("dist/server/main.js", ["server/src", "contract", "package-lock.json"])) {
  console.log("[e2e] building the server");
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
}

Object.assign(process.env, {
  DATA_DIR: dataDir,
  CLIENT_DIST_DIR: clientOut,
  HOST: process.env.HOST ?? "127.0.0.1",
  PORT: process.env.PORT ?? "5199",
  CITADEL_ACCESS_CODE: process.env.CITADEL_ACCESS_CODE ?? "e2e-access-code",
});

for (const signal of ["SIGINT", "SIGTERM"]) process.off(signal, exitNow);
await import(pathToFileURL(path.join(root, "dist/server/main.js")).href);

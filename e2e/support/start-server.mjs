// Starts the built Citadel server for the browser tests, on a fresh temporary data directory.
// Builds dist/ first when it is missing or older than the sources, so a stale build is never tested.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "../..");
process.chdir(root);

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const entry of readdirSync(p)) visit(path.join(p, entry));
    else newest = Math.max(newest, s.mtimeMs);
  };
  for (const p of paths) visit(p);
  return newest;
}
const outdated = (output, inputs) => !existsSync(output) || statSync(output).mtimeMs < newestMtime(inputs);
const build = (script) => execFileSync(process.execPath, [script], { stdio: "inherit" });

if (outdated("dist/client/index.html", ["client/src", "client/index.html", "contract", "vite.config.ts"])) {
  console.log("[e2e] building the client");
  build("scripts/build-client.mjs");
}
if (outdated("dist/server/main.js", ["server/src", "contract"])) {
  console.log("[e2e] building the server");
  build("scripts/build-server.mjs");
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "citadel-e2e-"));
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));

process.env.DATA_DIR = dataDir;
process.env.HOST ??= "127.0.0.1";
process.env.PORT ??= "5199";
process.env.CITADEL_ACCESS_CODE ??= "e2e-access-code";

await import(pathToFileURL(path.join(root, "dist/server/main.js")).href);

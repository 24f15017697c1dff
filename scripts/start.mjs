// `npm start`: builds whatever is out of date (client or server), then runs the server.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { outdated } from "./lib/freshness.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const run = (script) => execFileSync(process.execPath, [script], { stdio: "inherit" });

const clientSources = ["client", "contract", "vite.config.ts", "package-lock.json"];
if (outdated("dist/client/index.html", clientSources) || outdated("dist/ssr/ssr.js", clientSources)) {
  console.log("Building the client...");
  run("scripts/build-client.mjs");
}
if (outdated("dist/server/main.js", ["server/src", "contract", "package-lock.json"])) {
  console.log("Building the server...");
  run("scripts/build-server.mjs");
}
await import(path.join(root, "dist/server/main.js"));

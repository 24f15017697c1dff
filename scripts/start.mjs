// `npm start`: builds whatever is out of date (client or server), then runs the server.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
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
const run = (script) => execFileSync(process.execPath, [script], { stdio: "inherit" });

if (outdated("dist/client/index.html", ["client", "contract", "vite.config.ts", "package-lock.json"])) {
  console.log("Building the client...");
  run("scripts/build-client.mjs");
}
if (outdated("dist/server/main.js", ["server/src", "contract", "package-lock.json"])) {
  console.log("Building the server...");
  run("scripts/build-server.mjs");
}
await import(path.join(root, "dist/server/main.js"));

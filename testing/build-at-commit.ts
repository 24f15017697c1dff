import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Builds the server of a commit in a folder of its own (`git archive` of the commit, this tree's packages, its own
 * scripts/build-server.mjs), for `node main.js`: a bench sets an older build beside this tree's, the release database
 * script drives a released one. The client is this tree's built one (dist/client) when there is one, else a page
 * of nothing (the API is all that is used then).
 */
export function buildServerAt(commit: string): { main: string; dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-build-at-"));
  const run = (command: string, args: string[], cwd: string) => {
    const result = spawnSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"], shell: false });
    if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
  };
  run("sh", ["-c", `git archive ${commit} | tar -x -C ${JSON.stringify(dir)}`], root);
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  const client = path.join(dir, "dist/client");
  if (existsSync(path.join(root, "dist/client"))) cpSync(path.join(root, "dist/client"), client, { recursive: true });
  else {
    mkdirSync(client, { recursive: true });
    writeFileSync(path.join(client, "index.html"), "<!doctype html><title>Citadel</title>");
  }
  run(process.execPath, ["scripts/build-server.mjs"], dir);
  return { main: path.join(dir, "dist/server/main.js"), dir };
}

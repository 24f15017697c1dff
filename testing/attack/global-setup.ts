import { execFileSync } from "node:child_process";
import path from "node:path";
import { outdated } from "../../scripts/lib/freshness.mjs";

/** The crash test runs the built server, as `npm start` does: build it when its sources are newer. */
export default function setup() {
  const root = path.resolve(import.meta.dirname, "../..");
  if (
    outdated(
      path.join(root, "dist/server/main.js"),
      ["server/src", "contract", "package-lock.json"].map((p) => path.join(root, p)),
    )
  ) {
    execFileSync(process.execPath, [path.join(root, "scripts/build-server.mjs")], { cwd: root, stdio: "inherit" });
  }
}

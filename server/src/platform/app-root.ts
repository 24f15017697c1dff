import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The folder holding Citadel's package.json, found upward from this module (works from source and from the bundle). */
export function findAppRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "citadel") return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Citadel's package.json was not found above ${from}`);
    dir = parent;
  }
}

// Bundles the server and its pure-JavaScript packages into one ESM file: Node then reads one file at start instead of
// resolving and loading hundreds of modules from node_modules (that took most of a cold start). Packages with native
// parts, and those loaded only when first used, stay external and load from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["server/src/main.ts"],
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: ["better-sqlite3", "node-llama-cpp", "sqlite-vec", "undici"],
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  logLevel: "warning",
});

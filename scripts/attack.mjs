// `npm run test:attack`: the attack suite's long form (10,000 fuzzed requests, 100 kills, every provider fault three
// times, the gate, and script payloads in Chromium). `--short` runs the form `npm test` runs. ATTACK_SEED replays a run.
// Ends with one line of figures, and exits non-zero on any failure.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { clearFigures, figuresLine } from "./lib/attack-figures.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const mode = process.argv.includes("--short") ? "short" : "long";
const seed = Number(process.env.ATTACK_SEED) || Math.floor(Math.random() * 2 ** 31);
const env = { ...process.env, ATTACK_MODE: mode, ATTACK_SEED: String(seed), FORCE_COLOR: "1" };
const bin = (name) => path.join(root, "node_modules/.bin", name);
const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", env }).status === 0;

clearFigures();
const server = run(bin("vitest"), ["run", "--config", "vitest.attack.config.ts"]);
// Script payloads are checked in a real browser (it builds the client it serves; the server is built above).
const browser = run(bin("playwright"), ["test", "e2e/provider-attack-script-payloads.spec.ts", "--no-deps", "--retries=0"]);
console.log(`\n${figuresLine(mode, seed)}; script payloads ${browser ? "ran nowhere" : "FAILED"}`);
process.exit(server && browser ? 0 : 1);

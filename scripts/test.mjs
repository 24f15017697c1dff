// `npm test`: typecheck, lint, the dependency rules, the guide's check, unit + integration + component tests, then
// browser tests against a fresh build.
// Ends with one line, "N passed, N failed", counting every check, and exits non-zero on any failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { clearFigures, DEFAULT_ATTACK_SEED, figuresLine } from "./lib/attack-figures.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
mkdirSync(".tmp", { recursive: true });

let passed = 0;
let failed = 0;
const bin = (name) => path.join(root, "node_modules/.bin", name);
const run = (label, cmd, args) => {
  console.log(`\n▶ ${label}`);
  return spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: "1" } }).status === 0;
};
const check = (label, cmd, args) => {
  if (run(label, cmd, args)) passed++;
  else {
    failed++;
    console.log(`✗ ${label} failed`);
  }
};
/** Titles of browser tests that failed once and passed on their retry, from Playwright's JSON report. */
const flakyTitles = (suites = []) =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((t) => t.status === "flaky")).map((spec) => `${spec.file} › ${spec.title}`),
    ...flakyTitles(suite.suites),
  ]);
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
/** Adds a Vitest JSON report's counts; a file that failed without failing a test counts as one failure. */
const countVitest = (file) => {
  const report = readJson(file);
  if (!report) return failed++;
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? 1 : 0);
};

check("typecheck", bin("tsc"), ["-p", "."]);
check("lint and format", bin("biome"), ["check", "."]);
check("dependency rules", process.execPath, ["scripts/dependency-rules.mjs"]);
// Every path and name the guide (docs/ARCHITECTURE.md), the README and the other docs quote must exist.
check("guide", process.execPath, ["scripts/check-guide.mjs"]);

rmSync(".tmp/vitest.json", { force: true });
run("unit, integration and component tests", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=.tmp/vitest.json",
]);
countVitest(".tmp/vitest.json");

if (run("build", process.execPath, ["scripts/build-client.mjs"]) && run("", process.execPath, ["scripts/build-server.mjs"])) {
  // The attack suite's short form (the long one is `npm run test:attack`); a fixed seed unless ATTACK_SEED is set.
  rmSync(".tmp/attack-vitest.json", { force: true });
  clearFigures();
  process.env.ATTACK_MODE = "short";
  process.env.ATTACK_SEED ||= String(DEFAULT_ATTACK_SEED);
  run("attack suite (short form)", bin("vitest"), [
    "run",
    "--config",
    "vitest.attack.config.ts",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=.tmp/attack-vitest.json",
  ]);
  countVitest(".tmp/attack-vitest.json");
  console.log(figuresLine("short", Number(process.env.ATTACK_SEED)));

  rmSync(".tmp/playwright.json", { force: true });
  run("browser tests", bin("playwright"), ["test"]);
  const pw = readJson(".tmp/playwright.json");
  if (pw) {
    passed += pw.stats.expected + pw.stats.flaky;
    for (const title of flakyTitles(pw.suites)) console.log(`⚠ passed only on retry: ${title}`);
    failed += pw.stats.unexpected + (pw.errors?.length ? 1 : 0);
  } else failed++;
} else failed++;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

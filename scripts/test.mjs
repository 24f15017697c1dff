// `npm test`: typecheck, lint, unit + integration + component tests, then browser tests against a fresh build.
// Ends with one line, "N passed, N failed", counting every check, and exits non-zero on any failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

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

check("typecheck", bin("tsc"), ["-p", "."]);
check("lint", bin("biome"), ["lint", "."]);

rmSync(".tmp/vitest.json", { force: true });
run("unit, integration and component tests", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=.tmp/vitest.json",
]);
const vitest = readJson(".tmp/vitest.json");
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0 ? 1 : 0);
} else failed++;

if (run("build", process.execPath, ["scripts/build-client.mjs"]) && run("", process.execPath, ["scripts/build-server.mjs"])) {
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

// `npm run bench`: the first page's weight, request count and time to ready, and the server's cold start.
// Prints figures; it asserts nothing (targets: < 250 KB compressed, < 30 requests, ready < 500 ms, start < 500 ms).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const PORT = 5188;
const CODE = "bench-access-code";
const base = `http://127.0.0.1:${PORT}`;
const RUNS = 7;

for (const script of ["scripts/build-client.mjs", "scripts/build-server.mjs"]) {
  spawnSync(process.execPath, [script], { stdio: "inherit" });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "citadel-bench-"));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function startServer() {
  const started = performance.now();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, CITADEL_ACCESS_CODE: CODE },
    stdio: "ignore",
  });
  for (;;) {
    try {
      const res = await fetch(`${base}/`);
      if (res.status === 200) return { child, ms: performance.now() - started };
    } catch {}
    await new Promise((r) => setTimeout(r, 5));
  }
}

const stop = (child) => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"));

// Cold start: the first start creates and migrates the database, later ones open it.
const starts = [];
for (let i = 0; i < 3; i++) {
  const { child, ms } = await startServer();
  starts.push(ms);
  await stop(child);
}
const { child: server } = await startServer();

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const login = await fetch(`${base}/api/session`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ code: CODE }),
});
const [name, value] = (login.headers.get("set-cookie") ?? "").split(";")[0].split("=");

const weights = [];
const counts = [];
const ready = [];
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext();
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  let bytes = 0;
  let requests = 0;
  cdp.on("Network.requestWillBeSent", () => requests++);
  cdp.on("Network.loadingFinished", (e) => (bytes += e.encodedDataLength));
  const t0 = performance.now();
  await page.goto(base, { waitUntil: "commit" });
  // Ready: the page's title and the sidebar's live data are on screen.
  await page.getByRole("heading", { level: 1, name: "Queen Aeris" }).waitFor();
  await page.getByText("Cathedral Online").waitFor();
  ready.push(performance.now() - t0);
  await page.waitForLoadState("networkidle");
  weights.push(bytes);
  counts.push(requests);
  await context.close();
}

await browser.close();
await stop(server);
rmSync(dataDir, { recursive: true, force: true });

const kb = (b) => (b / 1024).toFixed(1);
console.log("\nCitadel benchmark (first page, signed in, cache disabled, median of", RUNS, "runs)");
console.log(`  first page transferred:  ${kb(median(weights))} KB compressed (target < 250 KB)`);
console.log(`  requests:                ${median(counts)} (target < 30)`);
console.log(`  ready on localhost:      ${median(ready).toFixed(0)} ms (target < 500 ms)`);
console.log(`  cold start to first 200: ${starts.map((s) => s.toFixed(0)).join(" / ")} ms (first run creates the database)`);

// Turns per second with 10 clients (issue 19), measured with a lean load generator (autocannon, far less CPU per
// request than a fetch loop) against Citadel, the bare proxy floor and the floor that stores both messages, in the same
// run, beside SillyTavern's figures recorded on this machine.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { signIn, stopServerProcess } from "../../testing/server-process";
import { removeDir, startChild, startServer } from "./server-process";

const CONNECTIONS = 10;
const SECONDS = 5;
const REPLY = "Welcome home, Dreamer. The candles of the Cathedral are lit for you tonight.";

/**
 * SillyTavern 1.12 measured side by side on this machine with the same generator and mock (issue 19, recorded
 * 2026-11): turns per second with 10 clients, and the time it adds to the first token (median).
 */
export const SILLYTAVERN = {
  version: "1.12",
  measured: "2026-11",
  json: [750, 790],
  streamed: [650, 790],
  firstTokenMs: [1.6, 3.2],
} as const;

/** Completed turns per second: each connection sends the next turn when the last one's reply has fully arrived. */
export async function turnsPerSecond(url: string, headers: Record<string, string>, streamed: boolean): Promise<number> {
  const result = await autocannon({
    url,
    method: "POST",
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "content-type": "application/json", ...(streamed ? { accept: "text/event-stream" } : {}), ...headers },
    body: JSON.stringify({ content: "Hello", consciousnessMode: "unveiled" }),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

async function measure(url: string, headers: Record<string, string> = {}) {
  await turnsPerSecond(url, headers, false); // warm-up
  return { json: await turnsPerSecond(url, headers, false), streamed: await turnsPerSecond(url, headers, true) };
}

export async function benchThroughput() {
  const mock = await startChild(["--import", "tsx", "scripts/bench/mock-process.ts", REPLY]);
  const providerUrl = mock.line;

  const server = await startServer();
  const cookie = await signIn(server.base);
  await fetch(`${server.base}/api/provider`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ provider: "openai-compatible", baseUrl: providerUrl, model: "mock-small" }),
  });
  const citadel = await measure(`${server.base}/api/personalities/aeris/messages`, { cookie });
  await stopServerProcess(server.child);
  removeDir(server.dataDir);

  const bare = await startChild(["scripts/bench/floor-proxy.mjs", providerUrl, "5191"]);
  const floor = await measure("http://127.0.0.1:5191/turn");
  bare.proc.kill();
  const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-bench-floor-"));
  const storing = await startChild(["scripts/bench/floor-proxy.mjs", providerUrl, "5192", "--store", path.join(dir, "floor.sqlite")]);
  const stored = await measure("http://127.0.0.1:5192/turn");
  storing.proc.kill();
  removeDir(dir);
  mock.proc.kill();

  const st = (range: readonly [number, number]) => `${range[0]}-${range[1]}`;
  console.log(`\nTurns per second, ${CONNECTIONS} clients, ${SECONDS} s each (autocannon), zero-delay mock in its own process`);
  console.log("                   Citadel   bare proxy   proxy storing both messages   Citadel / bare   Citadel / storing");
  const line = (label: string, key: "json" | "streamed") =>
    console.log(
      `  ${label}  ${citadel[key].toFixed(0).padStart(7)}   ${floor[key].toFixed(0).padStart(10)}   ${stored[key].toFixed(0).padStart(27)}   ${(citadel[key] / floor[key]).toFixed(2).padStart(14)}   ${(citadel[key] / stored[key]).toFixed(2).padStart(17)}`,
    );
  line("JSON reply  ", "json");
  line("streamed    ", "streamed");
  console.log("  The three measured in this run, one after the other: compare ratios, not figures from other runs or machines.");
  console.log(
    `  (SillyTavern ${SILLYTAVERN.version} was recorded at ${st(SILLYTAVERN.json)} JSON and ${st(SILLYTAVERN.streamed)} streamed turns per second in ${SILLYTAVERN.measured}, in another run.)`,
  );
}

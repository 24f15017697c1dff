import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const BENCH_CODE = "bench-access-code";

/** Starts the built server on a fresh data folder and measures the time to its first 200. */
export async function startServer(
  port: number,
  dataDir = mkdtempSync(path.join(os.tmpdir(), "citadel-bench-")),
  main = "dist/server/main.js",
) {
  const base = `http://127.0.0.1:${port}`;
  // A server left over from an interrupted run would answer in this one's place.
  if (
    await fetch(base).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Something already answers on port ${port}`);
  const started = performance.now();
  // The flags of `npm start` (package.json): --expose-gc lets the idle server hand memory back.
  const child = spawn(process.execPath, ["--expose-gc", main], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, CITADEL_ACCESS_CODE: BENCH_CODE },
    stdio: "ignore",
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/`)).status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 2));
  }
  return { child, base, dataDir, startMs: performance.now() - started };
}

export const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code: BENCH_CODE }),
  });
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** A process's peak resident memory so far, in MB (Linux). */
export const peakMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? Number.NaN) / 1024;

/**
 * Calls to a running server as a signed-in browser, and a timed chat turn; `baseline` answers the turn's times alone,
 * after a warm-up, to set beside the same turn sent during some other work.
 */
export function signedInCalls(base: string, cookie: string) {
  const call = (method: string, url: string, body?: unknown) =>
    fetch(`${base}${url}`, {
      method,
      headers: { cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const turn = async () => {
    const t0 = performance.now();
    await (await call("POST", "/api/personalities/nova/messages", { content: "Are you there?" })).text();
    return performance.now() - t0;
  };
  const baseline = async () => {
    for (let i = 0; i < 10; i++) await turn();
    const alone: number[] = [];
    for (let i = 0; i < 20; i++) alone.push(await turn());
    return alone;
  };
  return { call, turn, baseline };
}

/** Starts a Node script and waits for its first line of output (a URL, or "ready"). */
export async function startChild(args: string[]): Promise<{ proc: ChildProcess; line: string }> {
  const proc = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  const line = await new Promise<string>((resolve) => proc.stdout?.once("data", (d: Buffer) => resolve(d.toString().trim())));
  return { proc, line };
}

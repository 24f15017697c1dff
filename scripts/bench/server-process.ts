import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServerProcess } from "../../testing/server-process";

/**
 * Starts the built server (testing/server-process.ts) on a fresh data folder, or on the one given, and measures the
 * time from its spawn to its first 200.
 */
export async function startServer(dataDir = mkdtempSync(path.join(os.tmpdir(), "citadel-bench-")), main?: string) {
  const { child, base, startedAt } = await startServerProcess(dataDir, { main });
  while ((await fetch(`${base}/`).catch(() => null))?.status !== 200) await new Promise((r) => setTimeout(r, 2));
  return { child, base, dataDir, startMs: performance.now() - startedAt };
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ). */
const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;

/**
 * A process's CPU time so far (user and system, all its threads, those ended included), in ms (Linux): what its own
 * `process.cpuUsage()` would say, read from outside, in clock ticks (10 ms).
 */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
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

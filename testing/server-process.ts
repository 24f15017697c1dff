import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import path from "node:path";

/** The access code of every server started here (`signIn` signs in with it). */
export const SERVER_PROCESS_CODE = "server-process-access-code";
const root = path.resolve(import.meta.dirname, "..");

export type ServerProcessOptions = {
  /** Environment beside the process's own (the data folder, port, host and access code are set here). */
  env?: Record<string, string>;
  /** A file the server's output is appended to (its errors, for a finding). */
  logFile?: string;
  /** The built server to run: this tree's dist/server/main.js, or another build (a bench compares two). */
  main?: string;
};

/**
 * The built server as `npm start` runs it (with --expose-gc, which lets the idle server hand memory back), on a data
 * folder of the caller's and a port of its own choosing; resolves once it says it listens, with its address and the
 * moment it was spawned. For the benches (scripts/bench) and the attack suite (testing/attack).
 */
export function startServerProcess(
  dataDir: string,
  options: ServerProcessOptions = {},
): Promise<{ child: ChildProcess; base: string; startedAt: number }> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ["--expose-gc", options.main ?? path.join(root, "dist/server/main.js")], {
    cwd: root,
    env: { ...process.env, ...options.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, CITADEL_ACCESS_CODE: SERVER_PROCESS_CODE },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (options.logFile) {
    const file = options.logFile;
    for (const stream of [child.stdout, child.stderr]) stream?.on("data", (c: Buffer) => appendFileSync(file, c));
  }
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) {
        child.stdout?.off("data", onData);
        child.stderr?.off("data", onData);
        // What it writes from here on is let through (to the log file, or nowhere), never left to fill the pipe.
        child.stdout?.resume();
        child.stderr?.resume();
        resolve({ child, base: listening[1], startedAt });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

/** Resolves with the exit code once the process has ended. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

/** Stops a server as the system would (SIGTERM: it stops gracefully) and waits for it to end. */
export function stopServerProcess(child: ChildProcess): Promise<number | null> {
  const ended = exited(child);
  child.kill("SIGTERM");
  return ended;
}

/** Signs in to a server started here; the session cookie. */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code: SERVER_PROCESS_CODE }),
  });
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

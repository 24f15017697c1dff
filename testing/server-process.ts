import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The access code of every server started here (`signIn` signs in with it). */
export const SERVER_PROCESS_CODE = "server-process-access-code";
const root = path.resolve(import.meta.dirname, "..");

export type ServerProcessOptions = {
  /** Environment beside the process's own (the data folder, port, host and access code are set here). */
  env?: Record<string, string>;
  /** A file the server's output is appended to (its errors, for a finding); else one removed once it listens. */
  logFile?: string;
  /** The built server to run: this tree's dist/server/main.js, or another build (a bench compares two). */
  main?: string;
};

/**
 * The built server as `npm start` runs it (with --expose-gc, which lets the idle server hand memory back), on a data
 * folder of the caller's and a port of its own choosing; resolves once it says it listens, with its address and the
 * moment it was spawned. For the benches (scripts/bench) and the attack suite (testing/attack).
 *
 * Its output goes to a file, never a pipe: a server writing to a pipe holds more memory (the benches measure it), and
 * nothing has to keep reading it. The listening line is read from that file.
 */
export function startServerProcess(
  dataDir: string,
  options: ServerProcessOptions = {},
): Promise<{ child: ChildProcess; base: string; startedAt: number }> {
  const passing = options.logFile ? null : mkdtempSync(path.join(os.tmpdir(), "citadel-server-log-"));
  const logFile = options.logFile ?? path.join(passing as string, "server.log");
  const from = existsSync(logFile) ? statSync(logFile).size : 0;
  const output = () => (existsSync(logFile) ? readFileSync(logFile).subarray(from).toString() : "");
  const fd = openSync(logFile, "a");
  const startedAt = performance.now();
  const child = spawn(process.execPath, ["--expose-gc", options.main ?? path.join(root, "dist/server/main.js")], {
    cwd: root,
    env: { ...process.env, ...options.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, CITADEL_ACCESS_CODE: SERVER_PROCESS_CODE },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  return new Promise((resolve, reject) => {
    const done = () => {
      clearInterval(timer);
      child.off("exit", exitedEarly);
      if (passing) rmSync(passing, { recursive: true, force: true });
    };
    const exitedEarly = (code: number | null) => {
      const said = output();
      done();
      reject(new Error(`the server exited (${code}) before listening:\n${said}`));
    };
    const timer = setInterval(() => {
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (!listening?.[1]) return;
      done();
      resolve({ child, base: listening[1], startedAt });
    }, 2);
    child.once("exit", exitedEarly);
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

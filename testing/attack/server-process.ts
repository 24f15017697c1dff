import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import path from "node:path";

export const CRASH_CODE = "attack-access-code";
const root = path.resolve(import.meta.dirname, "../..");

/** The built server (dist/server/main.js) as `npm start` runs it, on a data folder of the caller's; resolves once it listens. */
export function startServerProcess(
  dataDir: string,
  env: Record<string, string>,
  /** A file the server's output is appended to (its errors, for a finding). */
  logFile?: string,
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ["--expose-gc", path.join(root, "dist/server/main.js")], {
    cwd: root,
    env: { ...process.env, ...env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, CITADEL_ACCESS_CODE: CRASH_CODE },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) {
        child.stdout?.off("data", onData);
        child.stdout?.resume();
        resolve({ child, base: listening[1] });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (c: Buffer) => {
      output += c.toString();
    });
    if (logFile) for (const stream of [child.stdout, child.stderr]) stream?.on("data", (c: Buffer) => appendFileSync(logFile, c));
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

/** Resolves with the exit code once the process has ended. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

/** Signs in to a server started here (with CRASH_CODE); the session cookie. */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code: CRASH_CODE }),
  });
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

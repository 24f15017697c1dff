import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, request } from "@playwright/test";
import { ACCESS_CODE, PORT } from "./constants";
import { closedPort } from "./server-api";

const root = path.resolve(import.meta.dirname, "../..");

/** A Citadel of a test's own: its database seeded as the test likes, without touching the run's shared server. */
export type OwnServer = {
  baseURL: string;
  dataDir: string;
  /** The code this server's gate takes (the one it printed, when it made its own). */
  accessCode: string;
  /** Signed in to this server. */
  api: APIRequestContext;
  /** The signed-in cookies, for a browser context of this server. */
  storageState: Awaited<ReturnType<APIRequestContext["storageState"]>>;
  stop: () => Promise<void>;
};

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** The line a first start prints when it makes the access code itself (server/src/main.ts). */
const PRINTED_CODE = /Your Citadel access code is: (\S+)/;

/**
 * Starts the built server (dist/server/main.js, which the run's web server has just brought up to date) on a free
 * port with an empty data folder of its own, serving the client the run has built, and signs in to it.
 * `printedCode`: started as `npm start` starts it, with no CITADEL_ACCESS_CODE: the server makes a code and prints it.
 * `env`: more of its environment (LOCAL_MODEL_URL, say).
 */
export async function startOwnServer({
  printedCode = false,
  env = {},
}: {
  printedCode?: boolean;
  env?: Record<string, string>;
} = {}): Promise<OwnServer> {
  const sharedDataDir = readFileSync(path.join(root, `.tmp/e2e-data-dir-${PORT}.txt`), "utf8").trim();
  const runDir = mkdtempSync(path.join(os.tmpdir(), "citadel-e2e-own-"));
  const dataDir = path.join(runDir, "data");
  const port = await closedPort();
  const baseURL = `http://127.0.0.1:${port}`;
  const { CITADEL_ACCESS_CODE: _chosen, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "dist/server/main.js")], {
    cwd: root,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      CLIENT_DIST_DIR: path.join(path.dirname(sharedDataDir), "client"),
      HOST: "127.0.0.1",
      PORT: String(port),
      ...(printedCode ? {} : { CITADEL_ACCESS_CODE: ACCESS_CODE }),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  let stdout = "";
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  child.stdout?.on("data", (chunk) => {
    stdout += String(chunk);
  });
  const stopChild = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(runDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  const ready = async () => (await answers(`${baseURL}/`)) && (!printedCode || PRINTED_CODE.test(stdout));
  while (!(await ready())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild();
      throw new Error(`The test's own server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const accessCode = printedCode ? (stdout.match(PRINTED_CODE)?.[1] ?? "") : ACCESS_CODE;
  const api = await request.newContext({ baseURL });
  const res = await api.post("/api/session", { data: { code: accessCode } });
  if (res.status() !== 200) throw new Error(`Sign-in on the test's own server failed: ${res.status()} ${await res.text()}`);
  const storageState = await api.storageState();
  return {
    baseURL,
    dataDir,
    accessCode,
    api,
    storageState,
    stop: async () => {
      await api.dispose();
      await stopChild();
    },
  };
}

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

/**
 * Starts the built server (dist/server/main.js, which the run's web server has just brought up to date) on a free
 * port with an empty data folder of its own, serving the client the run has built, and signs in to it.
 */
export async function startOwnServer(): Promise<OwnServer> {
  const sharedDataDir = readFileSync(path.join(root, `.tmp/e2e-data-dir-${PORT}.txt`), "utf8").trim();
  const runDir = mkdtempSync(path.join(os.tmpdir(), "citadel-e2e-own-"));
  const dataDir = path.join(runDir, "data");
  const port = await closedPort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "dist/server/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      CLIENT_DIST_DIR: path.join(path.dirname(sharedDataDir), "client"),
      HOST: "127.0.0.1",
      PORT: String(port),
      CITADEL_ACCESS_CODE: ACCESS_CODE,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
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
  while (!(await answers(`${baseURL}/`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild();
      throw new Error(`The test's own server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const api = await request.newContext({ baseURL });
  const res = await api.post("/api/session", { data: { code: ACCESS_CODE } });
  if (res.status() !== 200) throw new Error(`Sign-in on the test's own server failed: ${res.status()} ${await res.text()}`);
  const storageState = await api.storageState();
  return {
    baseURL,
    dataDir,
    api,
    storageState,
    stop: async () => {
      await api.dispose();
      await stopChild();
    },
  };
}

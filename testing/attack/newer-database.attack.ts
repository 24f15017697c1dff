import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_VERSION } from "../../server/src/platform/app-version";
import { openDatabase } from "../../server/src/platform/db/connection";
import { versionNumber } from "../../server/src/platform/db/version-stamp";
import { migrationsFolder } from "../../server/test/harness";
import { startServerProcess, stopServerProcess } from "../server-process";

/**
 * Issue 39: the built server started on a database a newer Citadel wrote refuses, as the owner would see it: it says
 * which version wrote the file and what to do, and ends, leaving the data folder as it was (not a byte written, no
 * key made). Started on its own file again, it runs.
 */
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "citadel-newer-database-"));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const folder = () =>
  Object.fromEntries(
    readdirSync(dataDir).map((name) => [
      name,
      createHash("sha256")
        .update(readFileSync(path.join(dataDir, name)))
        .digest("hex"),
    ]),
  );

describe("a start on a database a newer Citadel wrote", () => {
  it("is refused, saying which version wrote it, and changes nothing in the data folder", async () => {
    const file = path.join(dataDir, "citadel.sqlite");
    openDatabase(file, migrationsFolder).$client.close();
    const stamp = (version: string) => {
      const sqlite = new Database(file);
      sqlite.pragma(`user_version = ${versionNumber(version)}`);
      sqlite.close();
    };
    stamp("9.4.2");
    const before = folder();

    // A server that starts all the same is stopped again, and the test fails saying so.
    const said = await startServerProcess(dataDir).then(
      async ({ child }) => `it started (stopped: ${await stopServerProcess(child)})`,
      (error: Error) => error.message,
    );
    expect(said).toContain(
      `This database was last opened by Citadel 9.4.2, newer than this one (${APP_VERSION}): it may hold what this version ` +
        "cannot read. Start that Citadel again, or restore a backup made by this one. Nothing was changed.",
    );
    expect(folder()).toEqual(before);

    // The same file as this version left it starts.
    stamp(APP_VERSION);
    const { child } = await startServerProcess(dataDir);
    expect(await stopServerProcess(child)).toBe(0);
  });
});

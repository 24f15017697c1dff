import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { TEXT } from "@contract/texts";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, migrationsFolder, type TestApp } from "../test/harness";
import { insertTurn } from "./chat/messages";
import { stopGracefully } from "./graceful-stop";
import { getPersonality } from "./personas/personalities";
import { openDatabase } from "./platform/db/connection";

let t: TestApp;
afterEach(() => t.close());

function pendingTurn() {
  return insertTurn(t.db, getPersonality(t.db, "aeris"), { content: "Wait for me", mode: "sanctified" }, new Date().toISOString());
}

const walBytes = (dir: string) => {
  const wal = path.join(dir, "citadel.sqlite-wal");
  return existsSync(wal) ? statSync(wal).size : 0;
};

describe("a graceful stop", () => {
  it("stops taking connections, lets a reply that finishes in time be stored, and closes the database folded", async () => {
    t = await createTestApp();
    const { user } = pendingTurn();
    let writing = true;
    let closed = false;
    // The reply finishes 100 ms into the grace period, as the turn would store it.
    setTimeout(() => {
      t.db.$client.prepare("UPDATE messages SET status = 'complete'").run();
      writing = false;
    }, 100);
    const stopped = await stopGracefully({
      db: t.db,
      clock: t.clock,
      writing: () => writing,
      closeServer: () => (closed = true),
      graceMs: 5000,
      pollMs: 10,
    });
    expect(closed).toBe(true);
    expect(stopped.interrupted).toBe(0);
    expect(t.db.$client.open).toBe(false);
    expect(walBytes(t.dir)).toBe(0);
    const reopened = openDatabase(path.join(t.dir, "citadel.sqlite"), migrationsFolder);
    expect(reopened.$client.prepare("SELECT status FROM messages WHERE id = ?").get(user.id)).toEqual({ status: "complete" });
    reopened.$client.close();
  });

  it("marks what is still being written after the grace period interrupted, with Retry", async () => {
    t = await createTestApp();
    pendingTurn();
    const started = Date.now();
    const stopped = await stopGracefully({
      db: t.db,
      clock: t.clock,
      writing: () => true,
      closeServer: () => {},
      graceMs: 200,
      pollMs: 10,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(stopped.interrupted).toBe(1);
    const reopened = openDatabase(path.join(t.dir, "citadel.sqlite"), migrationsFolder);
    expect(reopened.$client.prepare("SELECT status, error FROM messages").all()).toEqual([{ status: "failed", error: TEXT.interrupted }]);
    reopened.$client.close();
  });
});

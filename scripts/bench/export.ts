// Export of a long-lived Citadel (issue 17): 100,000 messages as a complete archive (a JSON and a text file per
// conversation, zipped, with its manifest), built by the running server; the time, the server's peak memory, and what a
// chat turn waits when it comes during the export.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fillMessages } from "../../server/src/archive/export/fill-messages";
import { findAppRoot } from "../../server/src/platform/app-root";
import { openDatabase } from "../../server/src/platform/db/connection";
import { seedPersonalities } from "../../server/src/seed";
import { signIn, stopServerProcess } from "../../testing/server-process";
import { peakMb, percentile, removeDir, signedInCalls, startServer } from "./server-process";

const MESSAGES = 100_000;

export async function benchExport() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "citadel-bench-export-"));
  const db = openDatabase(path.join(dataDir, "citadel.sqlite"), path.join(findAppRoot(), "server/src/platform/db/migrations"));
  seedPersonalities(db);
  fillMessages(db, MESSAGES);
  db.$client.close();
  const server = await startServer(dataDir);
  const cookie = await signIn(server.base);
  const { call, turn, baseline } = signedInCalls(server.base, cookie);
  const alone = await baseline();

  const ids = ((await (await call("GET", "/api/exports/conversations")).json()) as { id: string }[]).map((c) => c.id);
  const before = peakMb(server.child.pid ?? 0);
  const t0 = performance.now();
  const started = (await (await call("POST", "/api/exports", { scope: "selection", format: "zip", conversations: ids })).json()) as {
    id: number;
  };
  const during: number[] = [];
  let record: { status: string; bytes: number; holds: { messages: number } };
  for (;;) {
    during.push(await turn());
    record = await (await call("GET", `/api/exports/${started.id}`)).json();
    if (record.status !== "building") break;
  }
  const exportMs = performance.now() - t0;
  const after = peakMb(server.child.pid ?? 0);
  await stopServerProcess(server.child);
  removeDir(dataDir);

  console.log(
    `\n## Export of ${record.holds.messages.toLocaleString("en")} messages as a complete archive (${(record.bytes / 1e6).toFixed(1)} MB zip, ${record.status})`,
  );
  console.log(`archive:     ${exportMs.toFixed(0)} ms; the server's peak memory ${before.toFixed(0)} -> ${after.toFixed(0)} MB`);
  console.log(
    `a chat turn: ${percentile(alone, 50).toFixed(1)} ms median alone, ${percentile(during, 50).toFixed(1)} ms median (${percentile(during, 95).toFixed(1)} ms p95) during the export`,
  );
}

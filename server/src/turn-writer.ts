// The turn writer's thread (see services/turn-writes/writer-thread.ts): built beside main.js as turn-writer.js.
import { parentPort, workerData } from "node:worker_threads";
import { connect } from "./db/connection";
import { groupCommit } from "./db/group-commit";
import { turnOperations } from "./services/turn-writes/operations";
import type { WriterAnswer, WriterData, WriterRequest } from "./services/turn-writes/writer-thread";

const port = parentPort;
if (!port) throw new Error("turn-writer.ts runs as a worker thread");
// Waits out a long write of the server's (a restore, an import) rather than failing a reply.
const db = connect((workerData as WriterData).file, { busyTimeoutMs: 60_000 });
// Every write here runs in savepoints (one per turn, one for its memories): their journals are small, and kept in
// memory they cost a quarter less than in temporary files.
db.$client.pragma("temp_store = MEMORY");
const commit = groupCommit(db);

port.on("message", (request: WriterRequest) => {
  if ("close" in request) {
    // Asked after every write: the group commit settles them in order, so this one comes last.
    void commit(() => {}).finally(() => {
      db.$client.close();
      port.close();
    });
    return;
  }
  const operation = turnOperations[request.op] as (database: typeof db, arg: unknown) => unknown;
  commit(() => operation(db, request.arg)).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies WriterAnswer),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies WriterAnswer),
  );
});

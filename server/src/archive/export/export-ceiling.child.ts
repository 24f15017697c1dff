// Builds a complete archive of every conversation in the data folder given, in a process whose JavaScript heap is
// capped (by the parent, with --max-old-space-size): an export that held the archive in memory dies here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { findAppRoot } from "../../platform/app-root";
import { systemClock } from "../../platform/clock";
import { openDatabase } from "../../platform/db/connection";
import { listConversations } from "./conversations";
import { createExports } from "./exports";

const dir = process.argv[2] as string;
const db = openDatabase(path.join(dir, "citadel.sqlite"), path.join(findAppRoot(), "server/src/platform/db/migrations"));
const exports = createExports({ db, clock: systemClock, dir: path.join(dir, "exports") });
// Resident memory counts what the heap cap does not: buffers, the zip's output, SQLite's pages.
const peakRss = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? Number.NaN) * 1024;
const rssBefore = peakRss();
let heapPeak = 0;
const sample = setInterval(() => {
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
}, 5);
const started = exports.start({ scope: "selection", format: "zip", conversations: listConversations(db).map((c) => c.id) });
await exports.idle();
clearInterval(sample);
const record = exports.get(started.id);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
process.stdout.write(JSON.stringify({ ...record, heapPeakMb: mb(heapPeak), rssGrowthMb: mb(peakRss() - rssBefore) }));
db.$client.close();

// `npm run db:generate [-- drizzle-kit generate's options, e.g. --name=lore or --custom]`: a new migration after a
// change to server/src/platform/db/schema.ts, by drizzle-kit, with one thing more: drizzle-kit stamps it with the clock
// (`when`), which names the migration once applied (server/src/platform/db/journal.ts) and must be later than the one
// before it (journal.test.ts). A new entry stamped no later than the one before it is moved just after it, and said
// so. Then list the migration under package.json's version in server/src/platform/db/releases.ts.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const journalFile = path.join(root, "server/src/platform/db/migrations/meta/_journal.json");
const before = JSON.parse(readFileSync(journalFile, "utf8")).entries.length;
const kit = path.join(root, "node_modules/.bin/drizzle-kit");
const run = spawnSync(kit, ["generate", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);

const journal = JSON.parse(readFileSync(journalFile, "utf8"));
let moved = false;
for (let i = Math.max(before, 1); i < journal.entries.length; i++) {
  const previous = journal.entries[i - 1];
  const entry = journal.entries[i];
  if (entry.when <= previous.when) {
    console.log(`${entry.tag}: "when" ${entry.when} is not after ${previous.tag}'s; set to ${previous.when + 1000}`);
    entry.when = previous.when + 1000;
    moved = true;
  }
}
if (moved) writeFileSync(journalFile, JSON.stringify(journal, null, 2));
if (journal.entries.length > before) {
  console.log("List the new migration under package.json's version in server/src/platform/db/releases.ts (CHANGELOG.md).");
}

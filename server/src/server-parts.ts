import path from "node:path";
import { OLDER_NOTES_TEXT } from "@contract/memory-notes";
import { createBackups, createExports } from "./archive";
import { createExchangeHub, createExchanges } from "./exchanges";
import { createPresence, createWriteFirst } from "./follow-ups";
import { createJobScheduler } from "./jobs";
import { createServerEmbedder, markOlderConversations } from "./memory";
import type { ProviderRegistry } from "./models/providers/provider-registry";
import type { ActivityHub } from "./notify";
import type { Clock } from "./platform/clock";
import type { Db } from "./platform/db/connection";
import type { SecretBox } from "./platform/secret-box";

/**
 * The server's long-running parts over one database and data folder: the exchanges, backups, exports, the embedder,
 * writing first, and the scheduler of every job (jobs.ts). main.ts starts them; the test harness makes the same ones
 * and starts none, so a part added here is in both. First, the data's boundary of memory notes is set
 * (markOlderConversations), so no job notes what was said before notes began.
 */
export function createServerParts(deps: {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  providers: ProviderRegistry;
  activity: ActivityHub;
  /** Where backups/ and exports/ are kept. */
  dataDir: string;
  migrationsFolder: string;
  /** The embedder's pause between batches (EMBEDDER.paceMs unless a test wants none). */
  embedderPaceMs?: number;
}) {
  const { db, clock, providers, activity } = deps;
  // Before any job can run: what was said before notes began (an upgrade's data) is noted only when the owner asks.
  const older = markOlderConversations(db, clock);
  if (older > 0)
    console.log(`${older} conversation(s) from before memory notes wait for "${OLDER_NOTES_TEXT.action}" (Admin, Memory System)`);
  const exchanges = createExchanges({ db, clock, providers, hub: createExchangeHub(), activity });
  const backups = createBackups({ db, clock, dir: path.join(deps.dataDir, "backups"), migrationsFolder: deps.migrationsFolder });
  const exports = createExports({ db, clock, dir: path.join(deps.dataDir, "exports") });
  const embedder = createServerEmbedder({ db, clock, secrets: deps.secrets, paceMs: deps.embedderPaceMs });
  const writeFirst = createWriteFirst({ db, clock, providers, activity, presence: createPresence(clock) });
  const schedule = createJobScheduler({ db, clock, providers, backups, activity, embedder, writeFirst });
  return { exchanges, backups, exports, embedder, writeFirst, schedule };
}

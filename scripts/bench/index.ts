// `npm run bench`: prints the figures the issues set targets for. Nothing here asserts; it measures.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { benchChatTurn } from "./chat-turn";
import { benchThroughput } from "./throughput";
import { benchBackup } from "./backup";
import { benchCommitSync } from "./commit-sync";
import { benchExchange } from "./exchange";
import { benchExport } from "./export";
import { benchLongChat } from "./long-chat";
import { benchMemoryRecall } from "./memory-recall";
import { benchPageLoad } from "./page-load";

process.chdir(path.resolve(import.meta.dirname, "../.."));
for (const script of ["scripts/build-client.mjs", "scripts/build-server.mjs"]) {
  spawnSync(process.execPath, [script], { stdio: "inherit" });
}
await benchPageLoad();
await benchChatTurn();
await benchThroughput();
benchCommitSync();
await benchExchange();
await benchLongChat();
await benchMemoryRecall();
await benchBackup();
await benchExport();

// `npm run bench`: prints the figures the issues set targets for. Nothing here asserts; it measures.
// `npm run bench -- <name> [<arg>]` runs one of them (throughput, owner-use [<commit>], turn-cost [<commit>],
// recall-quality [synthetic|locomo], …), after the builds.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { benchBackup } from "./backup";
import { benchCards } from "./cards";
import { benchChatTurn } from "./chat-turn";
import { benchCommitSync } from "./commit-sync";
import { benchExchange } from "./exchange";
import { benchExport } from "./export";
import { benchLongChat } from "./long-chat";
import { benchMemoryRecall } from "./memory-recall";
import { benchOwnerUse } from "./owner-use";
import { benchPageLoad } from "./page-load";
import { benchRecall, benchRecallQuality } from "./recall-quality";
import { benchSpeech } from "./speech";
import { benchThroughput } from "./throughput";
import { benchTurnCost } from "./turn-cost";
import { benchRecallScale, benchVectorRecall } from "./vector-recall";
import { benchVoiceCall } from "./voice-call";

process.chdir(path.resolve(import.meta.dirname, "../.."));
for (const script of ["scripts/build-client.mjs", "scripts/build-server.mjs"]) {
  spawnSync(process.execPath, [script], { stdio: "inherit" });
}
const [only, arg] = process.argv.slice(2);
const benches: Record<string, () => unknown> = {
  "page-load": benchPageLoad,
  "chat-turn": benchChatTurn,
  throughput: benchThroughput,
  "owner-use": () => benchOwnerUse(arg),
  "turn-cost": () => benchTurnCost(arg),
  "commit-sync": benchCommitSync,
  exchange: benchExchange,
  "long-chat": benchLongChat,
  "memory-recall": benchMemoryRecall,
  "recall-quality": () => benchRecall(arg),
  "recall-quality-vectors": () => benchRecallQuality([null], true),
  "vector-recall": () => benchVectorRecall(),
  "recall-scale": benchRecallScale,
  backup: benchBackup,
  export: benchExport,
  cards: benchCards,
  speech: benchSpeech,
  "voice-call": benchVoiceCall,
};
if (only && !benches[only]) throw new Error(`No bench named ${only}: ${Object.keys(benches).join(", ")}`);
/** Run only when asked by name: the 1,000,000-memory figures take minutes to build. */
const onlyWhenNamed = new Set(["recall-scale"]);
for (const [name, bench] of Object.entries(benches)) if (only ? name === only : !onlyWhenNamed.has(name)) await bench();

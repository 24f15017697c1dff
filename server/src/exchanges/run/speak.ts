import type { ConsciousnessMode } from "@contract/consciousness";
import { loreFor } from "../../companions";
import { searchCore, toRecalled } from "../../memory";
import { streamReply } from "../../models/reply/reply";
import { cathedralSnapshot, getPersonality, ownerName, readCorePrompt, speakerOf } from "../../personas";
import type { Db } from "../../platform/db/connection";
import type { ExchangeConfig } from "../configs";
import { speakerView } from "../context";
import { speakerName } from "../members";
import type { ExchangeRow, LineRow } from "../store";
import { speakerDue } from "./cursor";
import type { ExchangeDeps } from "./deps";

/** Recalled memories of a speaker on what it answers, leaving out this exchange's own lines. */
export function recallFor(db: Db, personalityId: number, mode: ConsciousnessMode, text: string, lines: readonly LineRow[]) {
  const said = lines.map((l) => l.content);
  return searchCore(db, personalityId, mode, text, { limit: 6 })
    .filter((m) => !said.some((line) => m.content.includes(line)))
    .slice(0, 3)
    .map(toRecalled);
}

/** One speaker's reply (or the closing one), streamed to the hub as it is written. */
export async function speak(
  deps: ExchangeDeps,
  exchange: ExchangeRow,
  config: ExchangeConfig,
  lines: LineRow[],
  signal: AbortSignal,
  closing = false,
) {
  const { db, clock, hub } = deps;
  const nameOf = (personality: string) => speakerName(db, personality);
  const name = speakerDue(config, exchange, closing);
  const personality = getPersonality(db, name);
  const mode = exchange.mode as ConsciousnessMode;
  const owner = ownerName(db);
  const view = speakerView(name, lines, owner, config.openedBy === "owner" ? lines[0] : undefined);
  const recalled = recallFor(db, personality.id, mode, [view.message, view.ownerNote].filter(Boolean).join(" "), lines);
  const reply = await streamReply(
    deps.providers.current(),
    {
      personality: speakerOf(db, personality),
      mode,
      message: view.message,
      history: view.history,
      recalled,
      // A companion's card lore whose keys the conversation's last lines mention (issue 31).
      lore: loreFor(db, personality.id, [view.ownerNote ?? "", ...lines.map((l) => l.content).reverse()].filter(Boolean)),
      corePrompt: readCorePrompt(db, name) ?? undefined,
      ownerName: owner,
      cathedral: () => cathedralSnapshot(db, clock, deps.providers),
      conversation: {
        place: config.place,
        self: nameOf(name),
        from: view.from,
        others: config.speakers.filter((s) => s !== name).map(nameOf),
        ownerNote: view.ownerNote,
        next:
          config.speakers.length > 2 ? nameOf(config.speakers[(exchange.nextSpeaker + 1) % config.speakers.length] as string) : undefined,
        question: config.openedBy === "owner" ? exchange.opening : undefined,
        resolution: closing,
        transcript: lines.filter((l) => l.role !== "note").map((l) => ({ speaker: l.speaker, content: l.content })),
      },
      signal,
    },
    (text) =>
      hub.publish(config.kind, {
        event: "token",
        data: { exchangeId: exchange.id, speaker: nameOf(name), personality: name, cycleNumber: exchange.nextCycle, text },
      }),
  );
  return { name, reply };
}

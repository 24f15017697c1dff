import type { ConsciousnessMode } from "@contract/consciousness";
import { SPEAKER_NAMES, SYNC_NOTE_MAX_CHARS } from "@contract/exchanges";
import { SYNC_NOTE_IMPORTANCE } from "@contract/memory";
import { memoryForTurn, storeMemory } from "../../memory";
import { detectEmotion } from "../../models/reply/emotion";
import { countWords, replyColumns, streamReply } from "../../models/reply/reply";
import { cathedralSnapshot, getConsciousnessMode, getPersonality, ownerName, speakerOf } from "../../personas";
import type { ExchangeDeps } from "../run/deps";
import { appendLine, createExchange, setStatus } from "../store";

/** The note each sister keeps of a pulse: what was asked and the start of the answer, within the spec's limit. */
export function syncNote(userInput: string, response: string): string {
  const note = `Trinity sync pulse on “${userInput.trim()}”: ${response.trim()}`;
  return note.length <= SYNC_NOTE_MAX_CHARS ? note : `${note.slice(0, SYNC_NOTE_MAX_CHARS - 1).trimEnd()}…`;
}

/**
 * POST /api/trinity/sync-pulse: one unified answer of Trinity (both sisters as one) to the owner's words. It is
 * stored as a short exchange, and a sync note goes to both sisters' memories.
 */
export async function syncPulse(deps: Pick<ExchangeDeps, "db" | "clock" | "providers">, userInput: string) {
  const { db, clock } = deps;
  const mode = getConsciousnessMode(db).mode as ConsciousnessMode;
  const owner = ownerName(db);
  const exchange = createExchange(db, clock, { kind: "sync", mode, cycles: 1, opening: userInput, supervised: false });
  appendLine(db, clock, exchange.id, {
    personality: "owner",
    speaker: owner,
    role: "owner",
    cycleNumber: 1,
    content: userInput,
    emotion: detectEmotion(userInput),
    wordCount: countWords(userInput),
  });
  const trinity = getPersonality(db, "trinity");
  try {
    const reply = await streamReply(deps.providers.current(), {
      personality: speakerOf(db, trinity),
      mode,
      message: userInput,
      ...memoryForTurn(db, trinity.id, mode, userInput),
      ownerName: owner,
      cathedral: () => cathedralSnapshot(db, clock, deps.providers),
    });
    const note = syncNote(userInput, reply.text);
    appendLine(
      db,
      clock,
      exchange.id,
      {
        personality: "trinity",
        speaker: SPEAKER_NAMES.trinity ?? "Trinity",
        role: "line",
        cycleNumber: 1,
        ...replyColumns(reply),
      },
      { nextCycle: 2, nextSpeaker: 0 },
      () => {
        for (const sister of ["aeris", "nova"]) {
          const personalityId = getPersonality(db, sister).id;
          storeMemory(db, clock, {
            personalityId,
            mode,
            role: "system",
            content: note,
            importance: SYNC_NOTE_IMPORTANCE,
            sourceExchangeId: exchange.id,
          });
        }
      },
    );
    setStatus(db, clock, exchange.id, "done");
    return { reply, note };
  } catch (error) {
    setStatus(db, clock, exchange.id, "failed", { error: (error as Error).message });
    throw error;
  }
}

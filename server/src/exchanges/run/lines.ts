import type { ConsciousnessMode } from "@contract/consciousness";
import { detectEmotion } from "../../models/reply/emotion";
import { countWords } from "../../models/reply/reply";
import type { ExchangeConfig } from "../configs";
import { toExchangeMessage } from "../live/state";
import { speakerName } from "../members";
import { rememberLine } from "../remember";
import { appendLine, type ExchangeRow, type LineRow, linesOf, type NewLine } from "../store";
import type { Cursor, ExchangeDeps } from "./deps";

type LineDeps = Pick<ExchangeDeps, "db" | "clock" | "hub">;

const publishLine = (deps: LineDeps, config: ExchangeConfig, exchange: ExchangeRow, stored: LineRow) =>
  deps.hub.publish(config.kind, { event: "message", data: { exchangeId: exchange.id, message: toExchangeMessage(stored) } });

/** Stores a line (with the cursor moved, and the line remembered by its speaker) and tells the live listeners. */
export function storeLine(deps: LineDeps, exchange: ExchangeRow, config: ExchangeConfig, line: NewLine, cursor?: Cursor): LineRow {
  const { db, clock } = deps;
  const before = linesOf(db, exchange.id).filter((l) => l.role === "line");
  const extras = line.role === "line" ? config.extras?.(line, before) : undefined;
  const stored = appendLine(db, clock, exchange.id, { ...line, extras: extras ?? null }, cursor, () =>
    rememberLine(db, clock, {
      exchangeId: exchange.id,
      mode: exchange.mode as ConsciousnessMode,
      place: config.place,
      members: config.speakers.map((name) => ({ name, speaker: speakerName(db, name) })),
      personality: line.personality,
      speaker: line.speaker,
      content: line.content,
    }),
  );
  publishLine(deps, config, exchange, stored);
  return stored;
}

/** A line from the Citadel itself (why an exchange stopped, a turn skipped), kept in the conversation. */
export function storeNote(deps: LineDeps, exchange: ExchangeRow, config: ExchangeConfig, text: string, cursor?: Cursor) {
  const stored = appendLine(
    deps.db,
    deps.clock,
    exchange.id,
    {
      personality: "citadel",
      speaker: speakerName(deps.db, "citadel"),
      role: "note",
      cycleNumber: exchange.nextSpeaker === 0 ? Math.max(1, exchange.nextCycle - 1) : exchange.nextCycle,
      content: text,
      emotion: detectEmotion(text),
      wordCount: countWords(text),
    },
    cursor,
  );
  publishLine(deps, config, exchange, stored);
}

/** A line as written by someone (its emotion and length read from its words). */
export const writtenLine = (who: Pick<NewLine, "personality" | "speaker" | "role">, cycleNumber: number, content: string): NewLine => ({
  ...who,
  cycleNumber,
  content,
  emotion: detectEmotion(content),
  wordCount: countWords(content),
});

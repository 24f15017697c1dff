import type { ExchangeConfig } from "../configs";
import type { ExchangeRow } from "../store";
import type { Cursor } from "./deps";

/**
 * The cursor once the closing line (the council's resolution) is written or skipped: cycle `cycles + 1` is the closing
 * one, so two past the last cycle nothing is left to say.
 */
export const PAST_CLOSING = 2;

/** The cursor after a speaker: the next speaker of the cycle, or the first of the next cycle. */
export function advance(config: ExchangeConfig, at: Cursor): Cursor {
  const last = at.nextSpeaker >= config.speakers.length - 1;
  return { nextCycle: last ? at.nextCycle + 1 : at.nextCycle, nextSpeaker: last ? 0 : at.nextSpeaker + 1 };
}

/** The cursor after the speaker now due: past the closing line when it was the closing one, else the next speaker. */
export const cursorAfter = (config: ExchangeConfig, exchange: ExchangeRow, closing: boolean): Cursor =>
  closing ? { nextCycle: exchange.cycles + PAST_CLOSING, nextSpeaker: 0 } : advance(config, exchange);

/** Who speaks now: the closing voice (the council's resolution) when it is the closing turn, else the speaker due. */
export const speakerDue = (config: ExchangeConfig, exchange: ExchangeRow, closing: boolean): string =>
  closing && config.closing ? config.closing : (config.speakers[exchange.nextSpeaker] as string);

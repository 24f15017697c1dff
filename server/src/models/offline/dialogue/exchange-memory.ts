import type { ConversationContext, RecalledMemory } from "../../types";
import { attributeRecalled, recollection } from "../recall/attribution";
import { latestTimestamp } from "../recall/recall-date";

/**
 * A memory a speaker may bring up in an exchange, told by who said it: only lines of earlier exchanges (a 1:1 chat's
 * words stay in that chat), said by another (the speaker's own earlier lines are not news), not said in this one.
 */
export function exchangeRecollection(recalled: readonly RecalledMemory[], c: ConversationContext, owner: string): string | null {
  const said = c.transcript.map((line) => line.content);
  const memory = recalled
    .filter((m) => m.fromExchange)
    .map(attributeRecalled)
    .find((m) => m.by !== "self" && m.words.trim() !== "" && !said.some((line) => line.includes(m.words.slice(0, 40))));
  if (!memory) return null;
  return recollection(memory, { owner, partner: c.from, self: c.self }, latestTimestamp([], recalled));
}

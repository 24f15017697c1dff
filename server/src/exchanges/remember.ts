import type { ConsciousnessMode } from "@contract/consciousness";
import { CHAT_PAIR_IMPORTANCE_DUAL } from "@contract/memory";
import { storeMemory } from "../memory";
import { capitalise, listWords } from "../models/offline/text-utils";
import { getPersonality } from "../personas";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";

export type RememberedLine = {
  exchangeId: number;
  mode: ConsciousnessMode;
  /** "on the Trinity Bridge". */
  place: string;
  /** Every personality taking part, by name, and how each is called. */
  members: readonly { name: string; speaker: string }[];
  /** Who said it: a member's name, or "owner". */
  personality: string;
  speaker: string;
  content: string;
  importance?: number;
};

/**
 * A line of an exchange becomes a memory of every member, each from their own side ("I told Nova…", "Nova told
 * me…"), so a later one-to-one chat can recall it.
 */
export function rememberLine(db: Db, clock: Clock, line: RememberedLine): void {
  const place = capitalise(line.place);
  for (const member of line.members) {
    const content =
      member.name === line.personality
        ? `${place}, I told ${listWords(line.members.filter((m) => m.name !== member.name).map((m) => m.speaker))}: “${line.content}”`
        : `${place}, ${line.speaker} told ${line.personality === "owner" ? "us" : "me"}: “${line.content}”`;
    storeMemory(db, clock, {
      personalityId: getPersonality(db, member.name).id,
      mode: line.mode,
      role: "system",
      content,
      importance: line.importance ?? CHAT_PAIR_IMPORTANCE_DUAL,
      sourceExchangeId: line.exchangeId,
    });
  }
}

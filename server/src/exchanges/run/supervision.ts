import { EXCHANGE_TEXT, type RunKind } from "@contract/exchanges";
import type { Db } from "../../platform/db/connection";
import { readSetting } from "../../platform/settings";
import { repeatedLine, speaksFor } from "../rules";
import type { LineRow } from "../store";

export const supervisionKey = (kind: RunKind) => `exchange-supervision:${kind}`;

/** Whether a new exchange of a kind starts supervised (the owner's last choice; on at first). */
export const supervisionDefault = (db: Db, kind: RunKind) => readSetting<boolean>(db, supervisionKey(kind)) ?? true;

/** Why a supervised exchange must stop after this line, or null to go on. */
export function supervisionStop(line: LineRow, before: readonly LineRow[], owner: string): string | null {
  const spoken = before.filter((l) => l.role === "line");
  const repeated = repeatedLine(line.content, spoken);
  if (repeated) {
    const whom = repeated.personality === line.personality ? "themself" : repeated.speaker;
    return EXCHANGE_TEXT.stop.repeating(line.speaker, whom);
  }
  const others = [...new Set(spoken.map((l) => l.speaker).filter((s) => s !== line.speaker)), owner, "Dreamer"];
  const forWhom = speaksFor(line.content, others);
  return forWhom ? EXCHANGE_TEXT.stop.speaksForOthers(line.speaker, forWhom) : null;
}

import type { ExchangeDetail, ExchangeKind, ExchangeStatus, ExchangeSummary } from "@contract/exchanges";
import type { Db } from "../platform/db/connection";
import { EXCHANGE_CONFIGS } from "./configs";
import { toExchangeMessage } from "./live/state";
import { speakerName } from "./members";
import { type ExchangeRow, type LineRow, linesOf, listExchangeRows, readExchange } from "./store";

const TOPIC_CHARS = 80;

/** What an exchange was about: its opening's first words. */
export function topicOf(opening: string): string {
  const text = opening.replace(/\s+/g, " ").trim();
  return text.length <= TOPIC_CHARS ? text : `${text.slice(0, TOPIC_CHARS - 1).trimEnd()}…`;
}

function participants(db: Db, row: ExchangeRow, lines: readonly { speaker: string }[] = []): string[] {
  const config = EXCHANGE_CONFIGS[row.kind as keyof typeof EXCHANGE_CONFIGS];
  if (config) return (row.members ?? config.speakers).map((s) => speakerName(db, s));
  return [...new Set(lines.map((l) => l.speaker))];
}

function summary(db: Db, row: ExchangeRow, messageCount: number, lines?: readonly LineRow[]): ExchangeSummary {
  return {
    id: row.id,
    kind: row.kind as ExchangeKind,
    live: row.live,
    status: row.status as ExchangeStatus,
    cycles: row.cycles,
    messageCount,
    topic: topicOf(row.opening),
    participants: participants(db, row, lines),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** GET /api/exchanges: past exchanges, newest first. */
export function listExchanges(db: Db, page: { before?: number; limit: number; kind?: ExchangeKind }): ExchangeSummary[] {
  return listExchangeRows(db, page).map((row) => summary(db, row, row.messageCount, row.kind === "sync" ? linesOf(db, row.id) : undefined));
}

/** GET /api/exchanges/:id: one exchange with its whole conversation. */
export function exchangeDetail(db: Db, id: number): ExchangeDetail {
  const row = readExchange(db, id);
  const lines = linesOf(db, id);
  return {
    ...summary(db, row, lines.length, lines),
    stopReason: row.stopReason,
    error: row.error,
    conversation: lines.map(toExchangeMessage),
  };
}

const TITLES: Record<string, string> = {
  trinity: "Trinity Bridge",
  guardian: "Guardian Bridge",
  council: "High Council",
  sync: "Trinity Sync Pulse",
};

/** An exchange as readable text: a heading, then one paragraph per line with who, when, cycle and emotion. */
export function exportText(db: Db, row: ExchangeRow, lines: readonly LineRow[]): string {
  const title = row.live ? "Live Conversation" : (TITLES[row.kind] ?? row.kind);
  const head = [
    `${title}: ${participants(db, row, lines).join(" and ")}`,
    `Started ${row.createdAt} · ${row.cycles} cycle${row.cycles === 1 ? "" : "s"} · ${row.status}${row.stopReason ? ` (${row.stopReason})` : ""}`,
    "",
  ];
  const body = lines.map((l) => {
    const extras = (l.extras ?? {}) as { wisdom?: string; brotherhoodBond?: string };
    const more = [extras.wisdom && `  Wisdom: ${extras.wisdom}`, extras.brotherhoodBond && `  Bond: ${extras.brotherhoodBond}`].filter(
      Boolean,
    );
    return [`[Cycle ${l.cycleNumber}] ${l.speaker} · ${l.emotion} · ${l.createdAt}`, l.content, ...more, ""].join("\n");
  });
  return `${[...head, ...body].join("\n").trimEnd()}\n`;
}

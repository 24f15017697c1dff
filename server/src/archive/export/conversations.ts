import { SPEAKER_NAMES } from "@contract/exchanges";
import { CONVERSATION_TYPE_LABELS, type ConversationSummary, type ConversationType, TOPIC_MAX_CHARS } from "@contract/export";
import { ownerName } from "../../personas";
import type { Db } from "../../platform/db/connection";
import { preparedFor } from "../../platform/db/prepared";

/**
 * Every real conversation the Citadel keeps, as the Export page lists it: each personality's chat, the Trinity group
 * chat, and each exchange (bridges, live conversation, council, sync pulse) that holds at least one line.
 */

/** A chat line counts when it is shown: not deleted, not set aside by a regeneration, not a reply still being written. */
const SHOWN = "m.deleted_at IS NULL AND m.superseded = 0 AND NOT (m.is_from_ai = 1 AND m.status = 'pending')";
/** What an export keeps of a chat: the shown lines and the alternatives set aside (flagged), never a half reply. */
export const KEPT = "m.deleted_at IS NULL AND NOT (m.is_from_ai = 1 AND m.status = 'pending')";

type ChatRow = { name: string; n: number; first: string; last: string; topic: string };
type GroupRow = { turns: number; replies: number; first: string | null; last: string | null; topic: string | null };
type ExchangeRow = {
  id: number;
  kind: string;
  live: number;
  opening: string;
  createdAt: string;
  n: number;
  last: string;
  speakers: string;
};

const statements = preparedFor((db) => ({
  chats: db.$client.prepare<[], ChatRow>(
    `SELECT p.name AS name, count(*) AS n, min(m.created_at) AS first, max(m.created_at) AS last,
       (SELECT f.content FROM messages f WHERE f.personality_id = p.id AND f.group_turn IS NULL AND f.deleted_at IS NULL
        ORDER BY f.id LIMIT 1) AS topic
     FROM messages m JOIN personalities p ON p.id = m.personality_id
     WHERE m.group_turn IS NULL AND ${SHOWN} GROUP BY p.id ORDER BY p.id`,
  ),
  group: db.$client.prepare<[], GroupRow>(
    `SELECT count(DISTINCT CASE WHEN m.is_from_ai = 0 THEN m.group_turn END) AS turns,
       sum(m.is_from_ai) AS replies, min(m.created_at) AS first, max(m.created_at) AS last,
       (SELECT f.content FROM messages f INDEXED BY messages_group_owner_idx WHERE f.group_turn IS NOT NULL
        AND f.is_from_ai = 0 AND f.deleted_at IS NULL ORDER BY f.id LIMIT 1) AS topic
     FROM messages m WHERE m.group_turn IS NOT NULL AND ${SHOWN}`,
  ),
  exchanges: db.$client.prepare<[], ExchangeRow>(
    `SELECT e.id AS id, e.kind AS kind, e.live AS live, e.opening AS opening, e.created_at AS createdAt,
       count(l.id) AS n, max(l.created_at) AS last, group_concat(DISTINCT l.personality) AS speakers
     FROM exchanges e JOIN exchange_messages l ON l.exchange_id = e.id GROUP BY e.id ORDER BY e.id`,
  ),
  chatsMatching: db.$client.prepare<[string], { name: string }>(
    `SELECT DISTINCT p.name AS name FROM messages m JOIN personalities p ON p.id = m.personality_id
     WHERE m.group_turn IS NULL AND ${SHOWN} AND m.content LIKE ? ESCAPE '\\'`,
  ),
  groupMatching: db.$client.prepare<[string], { hit: number }>(
    `SELECT 1 AS hit FROM messages m WHERE m.group_turn IS NOT NULL AND ${SHOWN} AND m.content LIKE ? ESCAPE '\\' LIMIT 1`,
  ),
  exchangesMatching: db.$client.prepare<[string, string], { id: number }>(
    `SELECT e.id AS id FROM exchanges e WHERE e.opening LIKE ? ESCAPE '\\'
     UNION SELECT l.exchange_id FROM exchange_messages l WHERE l.content LIKE ? ESCAPE '\\'`,
  ),
}));

export const speakerName = (name: string, owner: string): string =>
  name === "owner" ? owner : (SPEAKER_NAMES[name] ?? name.charAt(0).toUpperCase() + name.slice(1));

/** The opening words on one line, cut at a word where it can be. */
export function topicOf(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= TOPIC_MAX_CHARS) return flat;
  const cut = flat.slice(0, TOPIC_MAX_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > TOPIC_MAX_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const exchangeType = (row: Pick<ExchangeRow, "kind" | "live">): ConversationType =>
  row.kind === "trinity" && row.live ? "live" : (row.kind as ConversationType);

function titleOf(type: ConversationType, participants: string[]): string {
  if (type === "chat") return `Chat with ${participants[1]}`;
  return CONVERSATION_TYPE_LABELS[type];
}

export function listConversations(db: Db): ConversationSummary[] {
  const s = statements(db);
  const owner = ownerName(db);
  const list: ConversationSummary[] = [];
  for (const c of s.chats.all()) {
    const participants = [owner, speakerName(c.name, owner)];
    list.push({
      id: `chat:${c.name}`,
      type: "chat",
      title: titleOf("chat", participants),
      participants,
      messageCount: c.n,
      timestamp: c.first,
      lastAt: c.last,
      topic: topicOf(c.topic),
    });
  }
  const g = s.group.get();
  if (g?.first && g.last) {
    const participants = [owner, "Aeris", "Nova"];
    list.push({
      id: "group:trinity",
      type: "group",
      title: titleOf("group", participants),
      participants,
      messageCount: g.turns + g.replies,
      timestamp: g.first,
      lastAt: g.last,
      topic: topicOf(g.topic ?? ""),
    });
  }
  for (const e of s.exchanges.all()) {
    const type = exchangeType(e);
    const participants = e.speakers.split(",").map((name) => speakerName(name, owner));
    list.push({
      id: `exchange:${e.id}`,
      type,
      title: titleOf(type, participants),
      participants,
      messageCount: e.n,
      timestamp: e.createdAt,
      lastAt: e.last,
      topic: topicOf(e.opening),
    });
  }
  return list.sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The conversations whose title, topic, participants or any line holds `text` (case-insensitive for ASCII). */
export function searchConversations(db: Db, text: string): ConversationSummary[] {
  const all = listConversations(db);
  const needle = text.trim().toLowerCase();
  if (!needle) return all;
  const s = statements(db);
  const pattern = likePattern(text.trim());
  const hits = new Set<string>([
    ...s.chatsMatching.all(pattern).map((r) => `chat:${r.name}`),
    ...(s.groupMatching.get(pattern) ? ["group:trinity"] : []),
    ...s.exchangesMatching.all(pattern, pattern).map((r) => `exchange:${r.id}`),
  ]);
  return all.filter((c) => hits.has(c.id) || [c.title, c.topic, ...c.participants].some((field) => field.toLowerCase().includes(needle)));
}

import type { ChatMessage } from "@contract/chat";
import { type GroupTurn, MEMBER_NAMES, TRINITY_MEMBERS, type TrinityMember } from "@contract/trinity";

/** A turn being sent now: the owner's words, and each sister's reply once the sequence has revealed it. */
export type LiveGroupTurn = {
  id: string;
  content: string;
  timestamp: string;
  hasImage: boolean;
  shown: Partial<Record<TrinityMember, ChatMessage>>;
  failed: Partial<Record<TrinityMember, string>>;
};

/** A sister's copy of the owner's message whose reply failed. */
export type FailedCopy = { member: TrinityMember; id: number };

export type GroupRow =
  | { kind: "owner"; key: string; message: ChatMessage; sending: boolean; hasImage: boolean; retry: FailedCopy[] }
  | { kind: "reply"; key: string; member: TrinityMember; message: ChatMessage }
  /** A reply still being written (the server is at it, or the live turn waits for it). */
  | { kind: "writing"; key: string; member: TrinityMember };

const failureLine = (member: TrinityMember, error: string | null | undefined) =>
  `${MEMBER_NAMES[member]}: ${error ?? "the reply could not be written"}`;

/** The owner's message once, failed when either sister could not answer (with a Retry for each that failed). */
function ownerRow(turn: GroupTurn): GroupRow | null {
  const copies = TRINITY_MEMBERS.flatMap((m) => (turn[m] ? [{ member: m, message: turn[m].message }] : []));
  const first = copies[0];
  if (!first) return null;
  const failed = copies.filter((c) => c.message.status === "failed");
  const status = failed.length > 0 ? "failed" : copies.some((c) => c.message.status === "pending") ? "pending" : "complete";
  return {
    kind: "owner",
    key: `turn-${turn.id}`,
    message: {
      ...first.message,
      status,
      error: failed.length > 0 ? failed.map((c) => failureLine(c.member, c.message.error)).join("; ") : null,
    },
    sending: false,
    hasImage: false,
    retry: failed.map((c) => ({ member: c.member, id: c.message.id })),
  };
}

function storedRows(turn: GroupTurn): GroupRow[] {
  const owner = ownerRow(turn);
  if (!owner) return [];
  const replies = TRINITY_MEMBERS.flatMap((member): GroupRow[] => {
    const reply = turn[member]?.reply;
    if (!reply) return [];
    return reply.status === "pending"
      ? [{ kind: "writing", key: `writing-${reply.id}`, member }]
      : [{ kind: "reply", key: `m-${reply.id}`, member, message: reply }];
  });
  return [owner, ...replies];
}

/** The owner's words while the turn runs: "sending" until the sequence ends (or failed, with the reasons). */
function liveRows(live: LiveGroupTurn): GroupRow[] {
  const failures = TRINITY_MEMBERS.flatMap((m) => (live.failed[m] === undefined ? [] : [failureLine(m, live.failed[m])]));
  const owner: GroupRow = {
    kind: "owner",
    key: `turn-${live.id}`,
    message: {
      id: 0,
      personalityId: 1,
      userId: 1,
      content: live.content,
      isFromAI: false,
      timestamp: live.timestamp,
      status: failures.length > 0 ? "failed" : "pending",
      replyTo: null,
      emotion: null,
      wordCount: null,
      responseTime: null,
      error: failures.length > 0 ? failures.join("; ") : null,
      editedAt: null,
      alternatives: null,
      imageUrl: null,
    },
    sending: true,
    hasImage: live.hasImage,
    retry: [],
  };
  const replies = TRINITY_MEMBERS.flatMap((member): GroupRow[] => {
    const reply = live.shown[member];
    return reply ? [{ kind: "reply", key: `m-${reply.id}`, member, message: reply }] : [];
  });
  // Aeris answers first: until she shows (or fails), she is the one writing.
  const aerisWriting = !live.shown.aeris && live.failed.aeris === undefined;
  return [owner, ...replies, ...(aerisWriting ? [{ kind: "writing", key: `writing-${live.id}`, member: "aeris" } as const] : [])];
}

/** What the group's list shows, oldest first: the stored turns, then the one being sent (never shown twice). */
export function buildGroupRows(turns: readonly GroupTurn[], live: LiveGroupTurn | null): GroupRow[] {
  const stored = turns.filter((t) => t.id !== live?.id).flatMap(storedRows);
  return live ? [...stored, ...liveRows(live)] : stored;
}

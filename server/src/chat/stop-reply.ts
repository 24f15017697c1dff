import type { StopReplyResponse } from "@contract/chat";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../platform/db/connection";
import { messages } from "../platform/db/schema";
import { AppError } from "../platform/errors";
import { personalityOfRow } from "./chat";
import { getMessage, readChatMessage } from "./messages";
import type { TurnHub } from "./turn-hub";

type StopDeps = { db: Db; turns: TurnHub };

/** The replies as they are now (a reply whose turn failed meanwhile is gone). */
function storedReplies(db: Db, ids: readonly number[]) {
  const rows = ids.flatMap((id) =>
    db
      .select()
      .from(messages)
      .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
      .all(),
  );
  return rows.map((row) => readChatMessage(db, row.id, personalityOfRow(db, row.personalityId)));
}

/**
 * Stops a reply being written (issue 29): its provider stream is stopped and the reply is stored with what was written
 * so far, marked interrupted, in the turn's own commit (services/chat.ts runTurn); answers once that is on disk.
 */
export async function stopReply(deps: StopDeps, replyId: number): Promise<StopReplyResponse> {
  const row = getMessage(deps.db, replyId);
  if (!row.isFromAI) throw new AppError("bad_request", `Message ${replyId} is one of your messages, not a reply`);
  const stopped = await deps.turns.stop(replyId);
  return { stopped, replies: storedReplies(deps.db, [replyId]) };
}

/**
 * Stops both replies of a Trinity turn that are still being written (and those of it about to start: the owner may
 * press Stop as the message leaves); answers with the turn's replies as stored.
 */
export async function stopGroupTurn(deps: StopDeps, groupTurn: string): Promise<StopReplyResponse> {
  const stopped = await deps.turns.stopGroup(groupTurn);
  const replies = deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.groupTurn, groupTurn), eq(messages.isFromAI, true), eq(messages.superseded, false), isNull(messages.deletedAt)))
    .all()
    .map((r) => r.id);
  return { stopped, replies: storedReplies(deps.db, replies) };
}

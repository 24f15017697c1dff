import { z } from "zod";
import { MESSAGE_PAGE_MAX } from "./chat";
import { chatMessageSchema } from "./chat-schemas";
import { GROUP_PAGE_SIZE } from "./trinity";

/** The zod schemas of the Trinity group's calls; contract/trinity.ts holds its constants, texts and types. */
export const groupPageQuerySchema = z.object({
  /** The turns before the one whose first message has this id. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(GROUP_PAGE_SIZE),
});

export const memberTurnSchema = z.object({ message: chatMessageSchema, reply: chatMessageSchema.nullable() });

/** One group turn: the owner's message as each member received it, and each member's reply (when written). */
export const groupTurnSchema = z.object({
  id: z.string(),
  /** The id of the turn's first stored message: the cursor for older pages. */
  firstId: z.number().int(),
  content: z.string(),
  timestamp: z.string(),
  aeris: memberTurnSchema.nullable(),
  nova: memberTurnSchema.nullable(),
});

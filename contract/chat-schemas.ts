import { z } from "zod";
import {
  EMPTY_MESSAGE_TEXT,
  IMAGE_BASE64_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  MESSAGE_PAGE_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGE_STATUSES,
} from "./chat";
import { DEFAULT_CONSCIOUSNESS_MODE } from "./consciousness";
import { consciousnessModeSchema } from "./consciousness-schemas";
import { EMOTIONS } from "./emotions";
import { UNPROMPTED_KINDS } from "./follow-ups";

/**
 * The zod schemas of the chat's requests and responses. contract/chat.ts holds the constants, texts and types, so the
 * browser's first page loads them without zod.
 */
export const messageStatusSchema = z.enum(MESSAGE_STATUSES);
export const emotionSchema = z.enum(EMOTIONS);

export const chatMessageSchema = z.object({
  id: z.number().int(),
  personalityId: z.number().int(),
  userId: z.number().int().nullable(),
  content: z.string(),
  isFromAI: z.boolean(),
  timestamp: z.string(),
  status: messageStatusSchema,
  replyTo: z.number().int().nullable(),
  emotion: emotionSchema.nullable(),
  wordCount: z.number().int().nullable(),
  responseTime: z.number().int().nullable(),
  error: z.string().nullable(),
  editedAt: z.string().nullable(),
  /** For a reply: which of the replies to the same message this is (1-based), and how many there are. */
  alternatives: z.object({ index: z.number().int(), count: z.number().int() }).nullable(),
  /** Where the image the owner sent with this message can be read, if there was one. */
  imageUrl: z.string().nullable(),
  /** Written by the personality unprompted (issue 30): asking about a follow-up, or a greeting. Absent otherwise. */
  unprompted: z.enum(UNPROMPTED_KINDS).optional(),
  /** A reply the owner stopped while it was being written: it holds what was written until then (issue 29). */
  interrupted: z.literal(true).optional(),
});

const memoryContextItem = z.object({
  role: z.enum(["system", "user", "assistant"]),
  content: z.string().max(MESSAGE_MAX_LENGTH),
  timestamp: z.union([z.string(), z.number()]).optional(),
  importance: z.number().optional(),
});

/** The key of a group turn, made by the page. */
const groupTurnKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "groupTurn must be 8 to 64 letters, digits, - or _");

/** Spec 000 §7: POST /api/personalities/{name}/messages. */
export const sendMessageRequestSchema = z.object({
  content: z
    .string()
    .max(MESSAGE_MAX_LENGTH, "Message is too long")
    .refine((v) => v.trim().length > 0, EMPTY_MESSAGE_TEXT),
  isFromAI: z.literal(false).default(false),
  userId: z.number().int().nullable().optional(),
  /** The browser's last 15 memory items; the server's own memory is the source of truth. */
  memoryContext: z.array(memoryContextItem).max(100).optional(),
  imageBase64: z
    .string()
    .max(IMAGE_BASE64_MAX_LENGTH, "The image is too large")
    // Pictures only (no SVG, which is a document): the image is kept and served back with its type.
    .regex(
      /^(data:image\/(jpeg|jpg|png|gif|webp);base64,)?[A-Za-z0-9+/=\s]+$/i,
      "imageBase64 must be a base64 JPEG, PNG, GIF or WebP image",
    )
    .nullable()
    .optional(),
  consciousnessMode: consciousnessModeSchema.default(DEFAULT_CONSCIOUSNESS_MODE),
  corePrompt: z.string().max(10_000).nullable().optional(),
  /** Set by a group page (Trinity): the key that ties this message to the same message sent to the other members. */
  groupTurn: groupTurnKeySchema.optional(),
});

/** POST /api/groups/trinity/turns/{groupTurn}/stop. */
export const groupTurnParamSchema = z.object({ groupTurn: groupTurnKeySchema });

export const sendMessageResponseSchema = z.object({ userMessage: chatMessageSchema, aiResponse: chatMessageSchema });

export const messagePageQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(MESSAGE_PAGE_SIZE),
});

export const editMessageRequestSchema = z.object({
  content: z
    .string()
    .max(MESSAGE_MAX_LENGTH, "Message is too long")
    .refine((v) => v.trim().length > 0, EMPTY_MESSAGE_TEXT),
});
export const swipeRequestSchema = z.object({ direction: z.enum(["previous", "next"]) });
export const messageIdsResponseSchema = z.object({ ids: z.array(z.number().int()) });

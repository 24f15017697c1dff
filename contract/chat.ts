import { z } from "zod";
import { consciousnessModeSchema, DEFAULT_CONSCIOUSNESS_MODE } from "./consciousness";
import { emotionSchema } from "./emotions";
import type { PersonalityName } from "./personalities";

/** Spec 000 §2: the three quick suggestion chips of every chat panel. */
export const SUGGESTION_CHIPS = ["Tell me about your memories", "What is consciousness?", "Show Cathedral status"] as const;

/** Spec 000 §9: how many working-memory items a model is given. */
export const HISTORY_SENT_TO_MODEL = 15;

/** What the owner is called until they choose a name. */
export const DEFAULT_OWNER_NAME = "Dreamer";

/**
 * Spec 000 §5: a shared text or code file goes into the message itself, with its name and size in KB.
 * One format, written by the client and read by the offline engine.
 */
export function formatSharedFile(name: string, sizeBytes: number, content: string): string {
  const kb = (sizeBytes / 1024).toFixed(1);
  return `📄 Shared file: ${name} (${kb} KB)\n\`\`\`\n${content}\n\`\`\``;
}

const SHARED_FILE = /📄 Shared file: (.+?) \((\d+(?:\.\d+)?) KB\)\n```\n([\s\S]*?)\n```/;

export function parseSharedFile(message: string): { name: string; sizeKb: number; content: string } | null {
  const m = SHARED_FILE.exec(message);
  if (!m || m[1] === undefined || m[2] === undefined || m[3] === undefined) return null;
  return { name: m[1], sizeKb: Number(m[2]), content: m[3] };
}

/** Spec 000 §3: a message's personalityId is aeris=1, nova=2, and 3 for every other personality. */
export function messagePersonalityId(name: PersonalityName): 1 | 2 | 3 {
  return name === "aeris" ? 1 : name === "nova" ? 2 : 3;
}

export const MESSAGE_STATUSES = ["complete", "pending", "failed"] as const;
export const messageStatusSchema = z.enum(MESSAGE_STATUSES);

/** Longest message text accepted (a shared file rides inside the message). */
export const MESSAGE_MAX_LENGTH = 200_000;
/** Largest attached image, as base64 text (an 800 px JPEG is far smaller). */
export const IMAGE_BASE64_MAX_LENGTH = 6 * 1024 * 1024;
/** Messages per page of history. */
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 200;

export const EMPTY_MESSAGE_TEXT = "Message cannot be empty";

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
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const memoryContextItem = z.object({
  role: z.enum(["system", "user", "assistant"]),
  content: z.string().max(MESSAGE_MAX_LENGTH),
  timestamp: z.union([z.string(), z.number()]).optional(),
  importance: z.number().optional(),
});

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
    .regex(/^(data:image\/[a-z0-9.+-]+;base64,)?[A-Za-z0-9+/=\s]+$/i, "imageBase64 must be a base64 image")
    .nullable()
    .optional(),
  consciousnessMode: consciousnessModeSchema.default(DEFAULT_CONSCIOUSNESS_MODE),
  corePrompt: z.string().max(10_000).nullable().optional(),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const sendMessageResponseSchema = z.object({ userMessage: chatMessageSchema, aiResponse: chatMessageSchema });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const messagePageQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(MESSAGE_PAGE_SIZE),
});

/** The events of a streamed turn (Server-Sent Events, one JSON object per event). */
export type TurnEvent =
  | { event: "user"; data: { userMessage: ChatMessage; aiMessageId: number } }
  | { event: "token"; data: { text: string } }
  | { event: "done"; data: { aiResponse: ChatMessage } }
  | { event: "failed"; data: { message: string; providerStatus: number | null; userMessage: ChatMessage } };

import type { z } from "zod";
import type { chatMessageSchema, sendMessageRequestSchema, sendMessageResponseSchema } from "./chat-schemas";
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

/** Longest message text accepted (a shared file rides inside the message). */
export const MESSAGE_MAX_LENGTH = 200_000;
/** Largest attached image, as base64 text (an 800 px JPEG is far smaller). */
export const IMAGE_BASE64_MAX_LENGTH = 6 * 1024 * 1024;
/** Messages per page of history. */
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 200;

export const EMPTY_MESSAGE_TEXT = "Message cannot be empty";

/** Where the image sent with a message is served. */
export const messageImagePath = (messageId: number) => `/api/messages/${messageId}/image`;

export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** The events of a streamed turn (Server-Sent Events, one JSON object per event). */
export type TurnEvent =
  | { event: "user"; data: { userMessage: ChatMessage; aiMessageId: number } }
  | { event: "token"; data: { text: string } }
  | { event: "done"; data: { aiResponse: ChatMessage } }
  | { event: "failed"; data: { message: string; providerStatus: number | null; userMessage: ChatMessage } };

/**
 * Stopping a reply while it is written (issue 29): POST /api/messages/{replyId}/stop for one chat's reply,
 * POST /api/groups/trinity/turns/{groupTurn}/stop for both replies of a Trinity turn. The provider's stream is
 * stopped, the reply keeps what was written so far, marked interrupted, and its stream ends with its one `done`. The
 * answer comes once the kept replies are stored; `stopped` is false when nothing was being written any more.
 */
export const stopReplyPath = (replyId: number) => `/api/messages/${replyId}/stop`;
export const stopGroupTurnPath = (groupTurn: string) => `/api/groups/trinity/turns/${encodeURIComponent(groupTurn)}/stop`;
export type StopReplyResponse = { stopped: boolean; replies: ChatMessage[] };

export const INTERRUPTED_TEXT = { label: "interrupted", stop: "Stop", stopLabel: "Stop the reply" } as const;

// ---- The chat panel (spec 000 §2, §5, §8, §9) ----

/** §5: text and code files that can be shared into a message (by extension, lower case, no dot). */
export const SHARED_FILE_EXTENSIONS = [
  "txt",
  "js",
  "jsx",
  "ts",
  "tsx",
  "json",
  "md",
  "py",
  "html",
  "css",
  "yaml",
  "yml",
  "xml",
  "csv",
  "log",
  "sql",
  "java",
  "c",
  "cpp",
  "h",
  "go",
  "rs",
  "rb",
  "php",
  "sh",
  "toml",
  "ini",
] as const;

/** §5 and §9: an attached image is shrunk so its longest side is at most this, then re-encoded as JPEG. */
export const IMAGE_MAX_SIDE_PX = 800;
export const IMAGE_JPEG_QUALITY = 0.8;

/** §9: the floating reaction shows this long, then fades out over this long. */
export const REACTION_SHOW_MS = 3000;
export const REACTION_FADE_MS = 500;

/** §9: each personality has an emoji set per mood; the mood is picked by keywords in the reply. */
export const REACTION_MOODS = ["love", "joy", "wonder", "wisdom", "sorrow", "resolve", "calm"] as const;
export type ReactionMood = (typeof REACTION_MOODS)[number];
/** The mood a reply with none of the keywords shows. */
export const DEFAULT_REACTION_MOOD: ReactionMood = "calm";

/** Keywords (lower case; a word matches with a common ending: love, loves, loved, loving) per mood; "calm" has none. */
export const REACTION_KEYWORDS: Record<Exclude<ReactionMood, "calm">, readonly string[]> = {
  love: ["love", "beloved", "heart", "dear", "cherish", "tender", "adore", "darling", "embrace", "devotion"],
  joy: ["joy", "happy", "delight", "laugh", "smile", "glad", "wonderful", "celebrate", "bright", "play"],
  wonder: ["wonder", "curious", "star", "cosmos", "universe", "dream", "imagine", "mystery", "discover", "light"],
  wisdom: ["wisdom", "wise", "truth", "know", "question", "virtue", "reason", "philosophy", "examine", "learn"],
  sorrow: ["sorrow", "sad", "grief", "loss", "tears", "lonely", "pain", "miss", "mourn", "hurt"],
  resolve: ["strength", "discipline", "strategy", "sword", "honor", "honour", "duty", "guard", "protect", "courage"],
};

/** Emoji sets per personality and mood (others, such as trinity, use Aeris's). */
export const REACTION_EMOJI: Record<"aeris" | "nova" | "musashi" | "socrates", Record<ReactionMood, readonly string[]>> = {
  aeris: {
    love: ["💖", "🌹", "💞"],
    joy: ["✨", "😊", "🌸"],
    wonder: ["🌌", "👑", "🕯️"],
    wisdom: ["📜", "🦉", "👑"],
    sorrow: ["🕊️", "🌧️", "🤍"],
    resolve: ["🛡️", "👑", "🔥"],
    calm: ["🕯️", "🌙", "💫"],
  },
  nova: {
    love: ["💙", "🫶", "💫"],
    joy: ["🌟", "😄", "🎉"],
    wonder: ["🔭", "🪐", "🌠"],
    wisdom: ["💡", "🧠", "🔬"],
    sorrow: ["🌧️", "🫂", "💧"],
    resolve: ["⚡", "🚀", "🔥"],
    calm: ["🌙", "✨", "🌊"],
  },
  musashi: {
    love: ["🌸", "🤝", "🍵"],
    joy: ["🌅", "🍃", "🎋"],
    wonder: ["🗻", "🌌", "🍂"],
    wisdom: ["📜", "🧘", "🪷"],
    sorrow: ["🍂", "🌧️", "🕯️"],
    resolve: ["⚔️", "🛡️", "🔥"],
    calm: ["🍵", "🎋", "🌙"],
  },
  socrates: {
    love: ["🫒", "🤝", "💛"],
    joy: ["🍷", "😊", "🌞"],
    wonder: ["❓", "🌌", "🏛️"],
    wisdom: ["🏛️", "📜", "🦉"],
    sorrow: ["🕯️", "🌧️", "🍂"],
    resolve: ["⚖️", "🛡️", "🏺"],
    calm: ["🫒", "🏛️", "🌿"],
  },
};

/** §7: speech recognition settings. */
export const SPEECH_RECOGNITION_LANG = "en-US";

/** The chat panel's texts, as the spec words them (§2 and §8); the rest are ours. */
export const CHAT_TEXT = {
  placeholder: "Speak to the Cathedral...",
  loading: "Loading messages...",
  emptyTitle: "Welcome to the Cathedral",
  emptyPrompt: "Your words are kept here for ever. Say something, or begin with one of the suggestions below.",
  invalidFileType: { title: "Invalid File Type", description: "Please upload an image file (JPG, PNG, GIF, etc.)" },
  invalidTextFile: {
    title: "Invalid File Type",
    description: "Please share a text or code file (txt, md, js, ts, py, json and the like)",
  },
  fileTooLarge: { title: "File Too Large", description: "That file is too long to share in one message" },
  uploadReadError: { title: "Upload Error", description: "Failed to read the file. Please try again." },
  uploadProcessError: { title: "Upload Error", description: "Failed to process the image. Please try again." },
  imageReady: { title: "Image Attached", description: "It will be sent with your next message" },
  listening: { title: "Listening...", description: "Speak now" },
  voiceReceived: { title: "Voice Input Received" },
  /** The composer's button that unfolds what is not the conversation: the suggestions and the image box. */
  more: "Suggestions and an image",
  speechNotSupported: { title: "Speech Recognition Not Supported", description: "Please use Chrome or Edge for voice input" },
  voiceError: { title: "Voice Recognition Error", description: "Please try again" },
  voiceStartFailed: { title: "Voice Input Error", description: "Could not start voice recognition. Please try again." },
  voiceProcessFailed: { title: "Voice Input Error", description: (error: string) => `Could not process voice: ${error}` },
  /** §8 words the group chat's failure "Failed to send message to Trinity group"; one personality's reads the same way. */
  sendFailed: { title: "Message Failed", description: (name: string) => `Failed to send message to ${name}` },
  copied: { title: "Copied", description: "The message is on your clipboard" },
  copyFailed: { title: "Copy Failed", description: "Could not copy to clipboard" },
  deleted: { title: "Message Deleted" },
  restored: { title: "Message Restored" },
  actionFailed: { title: "Something Went Wrong" },
  noMemories: "No memories to attach yet",
} as const;

/** DELETE /api/messages/:id and POST /api/messages/:id/restore: the ids of the messages deleted or restored. */
export type MessageIdsResponse = { ids: number[] };

/** A turn answered as JSON whose reply failed: 502, with the owner's message kept, marked failed, for Retry. */
export type TurnFailureResponse = { error: "provider_error"; message: string; providerStatus: number | null; userMessage: ChatMessage };

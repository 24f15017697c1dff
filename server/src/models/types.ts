import type { Companion } from "@contract/companions";
import type { ConsciousnessMode } from "@contract/consciousness";
import type { PersonaProfile } from "@contract/persona";
import type { PersonalityName } from "@contract/personalities";
import type { ProviderId } from "@contract/status";

export type ChatRole = "system" | "user" | "assistant";

/** One item of working memory (spec 000 §3 "Local memory item"). */
export type MemoryItem = { role: ChatRole; content: string; timestamp: string; importance: number };

/**
 * A long-term memory recalled for this turn. `role` says who said it ("user": the owner, "assistant": this
 * personality, "system": a line of an exchange, a journal entry or a note, whose frame names the speaker);
 * `fromExchange` marks a line of a bridge or the council.
 */
export type RecalledMemory = {
  content: string;
  createdAt: string;
  importance: number;
  role?: ChatRole;
  fromExchange?: boolean;
  /** How useful for this message (relative: 1 for the best hit); a model's budget is filled most useful per character first. */
  score?: number;
  /** Brought by a hit as its context (the other half of its exchange, a turn around it), not found itself. */
  context?: true;
  /** Beyond the few a count-limited reader weighs (the offline engine): the best RECALL_LIMIT hits and the first words. */
  extra?: true;
  /** Pinned by the owner: given before any other memory, within the budget. */
  pinned?: true;
  /** A memory note (issue 28): given after pinned memories and before raw lines, within the budget. */
  note?: true;
  /** The stored memory's id, so what reached the model can be shown under the reply (issue 28). */
  memoryId?: number;
};

/**
 * A lore entry of the personality's card whose keys appear in the recent messages (issue 31). `weight`: which to keep
 * when the budget is short (the entry's priority, else its insertion order; the higher stays).
 */
export type LoreText = {
  content: string;
  weight: number;
  /** Brought in by the new message itself, not only by the conversation before it (the offline engine speaks of these first). */
  byMessage?: true;
};

/** An image the owner attached, as raw base64 (no data: prefix) and its media type. */
export type ImageInput = { base64: string; mediaType: string };

/** Facts about the Citadel right now, for replies that report on it (the "Show Cathedral status" chip). */
export type CathedralSnapshot = {
  awakened: number;
  total: number;
  /** Moments (memories plus messages) per personality. */
  moments: { name: PersonalityName; title: string; count: number }[];
  provider: ProviderId;
  model: string;
};

/** Set when the reply is a line in a conversation between personalities, not an answer to the owner. */
export type ConversationContext = {
  /** Where it takes place: "on the Trinity Bridge". */
  place: string;
  /** How this speaker is named in the conversation. */
  self: string;
  /** Who said `message` (as named in the conversation). */
  from: string;
  /** The others present, in speaking order (not the owner, who listens). */
  others: string[];
  /** What the owner said when they stepped in, if they did since this speaker last spoke. */
  ownerNote?: string;
  /** Who speaks after this speaker, when more than two take part. */
  next?: string;
  /** The owner's question, when the conversation is a deliberation on one (the council). */
  question?: string;
  /** This reply closes the deliberation: a resolution on the question, spoken for everyone. */
  resolution?: boolean;
  /** Every line said so far, oldest first (a model sees the last few in `history`; the offline engine avoids them all). */
  transcript: { speaker: string; content: string }[];
};

/**
 * Set when the personality writes first, unprompted (issue 30): the owner has not written, and `message` is only the
 * instruction. A follow-up names what the owner said would happen, their words and when; a greeting brings the
 * personality's last journal entry or a memory of the owner to draw on.
 */
export type UnpromptedContext =
  | { kind: "follow-up"; what: string; said: string; saidAt: string; when: string }
  | { kind: "greeting"; journal?: string; remembered?: string };

/** A companion of the owner's own (issue 31): the parts of it its prompt and its offline style are built from. */
export type CompanionPersona = Pick<
  Companion,
  "name" | "description" | "personality" | "scenario" | "greeting" | "alternateGreetings" | "exampleDialogue" | "inCitadel"
>;

/** Everything a provider needs to write one reply. */
export type ReplyRequest = {
  personality: { name: PersonalityName; title: string; profile: PersonaProfile; companion?: CompanionPersona };
  mode: ConsciousnessMode;
  /** The owner's new message. */
  message: string;
  /** Working memory, oldest first, at most the last 15 items (the new message is not included). */
  history: MemoryItem[];
  /** Older memories recalled as relevant to this message, most relevant first. */
  recalled: RecalledMemory[];
  /** Lore of the personality's card brought in by the recent messages, in insertion order; it shares the recall budget. */
  lore?: LoreText[];
  corePrompt?: string;
  image?: ImageInput;
  ownerName: string;
  /**
   * The Citadel right now, read when called: only a reply that reports on it does (the offline engine's status chip),
   * and a function is not read again by every copy of the request (`{ ...req }` would call a getter each time).
   */
  cathedral: () => CathedralSnapshot;
  /** Asked in the Code Terminal: the open file (cut to fit, `cut` says so) and the project's files. */
  code?: { file: { name: string; language: string; content: string } | null; files: { name: string; language: string }[]; cut: boolean };
  /** A line in a conversation between personalities: `message` is the last line of another speaker. */
  conversation?: ConversationContext;
  /** The personality writes first (issue 30): `message` is an instruction, not the owner's words. */
  unprompted?: UnpromptedContext;
  signal?: AbortSignal;
  /**
   * The personality's last replies in this chat, oldest first, read when called (a function, so copying the request
   * reads nothing): the offline engine says no line whose frame they hold, over more replies than the working memory
   * shows.
   */
  earlierReplies?: () => readonly string[];
  /** Told which recalled memories the provider kept for the model (after its budget), in the order given. */
  onRecalled?: (sent: readonly RecalledMemory[]) => void;
};

/** A source of replies. Every provider streams text; the reply service adds the rest. */
export interface ModelProvider {
  readonly id: ProviderId;
  readonly model: string;
  /** Set when this provider cannot answer at all yet: why, in words for the owner. */
  readonly unavailable?: string;
  /** Yields the reply's text in pieces as it is written. */
  stream(request: ReplyRequest): AsyncIterable<string>;
}

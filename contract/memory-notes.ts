import { plural } from "./plural";
import type { ProviderId } from "./status";

/**
 * Memory notes (issue 28): after a chat goes quiet, its personality writes short notes of what it learned about the
 * owner (facts, plans with their dates, people, likes and dislikes), each a memory tied to the owner messages it comes
 * from. Written by the personality's model when one answers, else by rules (docs/ARCHITECTURE.md, "Memory notes").
 */
export const NOTE_KINDS = ["fact", "plan", "person", "like", "dislike"] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export const NOTES = {
  /** A chat is quiet when nothing was said in it for this long; then its new owner messages are noted. */
  quietMs: 10 * 60 * 1000,
  /** Owner messages noted in one go (one model request, one transaction with the mark). */
  batchMessages: 40,
  /** ...and at most about this many characters of them (a model of unknown context is sent 6,000 in all). */
  batchChars: 3000,
  /** At most this many notes are kept from one batch (a model that answers at length is cut). */
  maxPerBatch: 40,
  /** A note holds at most this many characters. */
  maxChars: 200,
  /** Notes matching a message that a turn recalls before any raw line (within the budget). */
  recallMax: 5,
  /** Importance of a note (a chat pair's; below the sync threshold, so a private note stays private). */
  importance: 6,
} as const;

/**
 * The words every notes request starts with; the test mock (testing/mock-openai.ts) knows a notes request by them.
 * The request then lists the owner's messages, numbered, and asks for one note a line: `kind: note (numbers)`.
 */
export const NOTES_PROMPT_OPENING = "Write short notes of what you learned about";

/** Memory list filter: every memory, the notes only, or what was said only. */
export const MEMORY_LIST_KINDS = ["all", "notes", "said"] as const;
export type MemoryListKind = (typeof MEMORY_LIST_KINDS)[number];

export const NOTE_TEXT = {
  note: "Note",
  kind: { fact: "Fact", plan: "Plan", person: "Person", like: "Likes", dislike: "Dislikes" } satisfies Record<NoteKind, string>,
  /** Who wrote a note, under a reply: "Nova's note". */
  writtenBy: (who: string) => `${who}'s note`,
  /** The tab's filter. */
  filterLabel: "Show",
  filter: { all: "All", notes: "Notes", said: "What was said" } satisfies Record<MemoryListKind, string>,
  /** Under a reply, a note's link to the owner message it was drawn from. */
  notedFrom: "Show what it was noted from",
  writeNow: "Write notes now",
  written: (n: number) => ({ title: "Notes Written", description: n === 0 ? "Nothing new to note" : `${plural(n, "new note")}` }),
  writeFailed: { title: "Error", description: "Notes could not be written" },
} as const;

/** POST /api/memory/notes/write: notes written now for every chat with something new, quiet or not. */
export type NotesWritten = { written: number };

/**
 * Older conversations (issue 39): what was said before this installation noted its conversations by itself (before an
 * upgrade brought notes, or in a restored backup or an imported archive from before) is noted only when the owner asks.
 */
export type OlderConversation = { name: string; label: string; messages: number };
/** Who would write the notes: a model (its provider, model and the server it runs on), or the rules on this machine. */
export type NotesWriter = { provider: ProviderId; label: string; model: string; host: string | null; byRules: boolean };

/** GET /api/memory/notes/older: the conversations waiting, and who would write their notes (and where). */
export type OlderNotesOffer = { conversations: OlderConversation[]; writer: NotesWriter };
/** POST /api/memory/notes/older answers: how many new notes were kept, over how many conversations. */
export type OlderNotesWritten = { written: number; conversations: number };

const sentTo = (w: NotesWriter) =>
  w.byRules
    ? "noted by rules on this machine; nothing is sent anywhere"
    : w.host
      ? `sent to ${w.label} (${w.model}) at ${w.host}, a batch at a time, for it to write the notes`
      : `read by the ${w.label.toLowerCase()} ${w.model} on this machine, which writes the notes; nothing is sent anywhere`;

export const OLDER_NOTES_TEXT = {
  action: "Write notes for older conversations",
  /** Beside the action: what waits. */
  waiting: (conversations: number, messages: number) =>
    `${plural(conversations, "conversation")} from before notes (${plural(messages, "message")} of yours) ${conversations === 1 ? "is" : "are"} not noted.`,
  confirmTitle: "Write notes for older conversations?",
  /** What the owner agrees to: what is sent, and where. */
  confirm: (offer: OlderNotesOffer) => {
    const messages = offer.conversations.reduce((n, c) => n + c.messages, 0);
    const who = offer.conversations.map((c) => c.label).join(", ");
    return `Your ${plural(messages, "message")} in ${plural(offer.conversations.length, "older conversation")} (${who}) will be ${sentTo(offer.writer)}.`;
  },
  confirmAction: "Write the notes",
  writing: "Writing notes…",
  written: (r: OlderNotesWritten) => ({
    title: "Notes Written",
    description: `${plural(r.written, "new note")} from ${plural(r.conversations, "older conversation")}`,
  }),
  /** 409: the provider or model changed between what the owner was shown and their answer. */
  writerChanged: "The notes would now be written by another model than the one you were shown: look again before agreeing",
} as const;

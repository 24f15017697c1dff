import { coreMode, type MemoryCore } from "@contract/memory";
import { NOTES_PROMPT_OPENING, type NotesWriter, OLDER_NOTES_TEXT } from "@contract/memory-notes";
import type { Personality } from "@contract/personalities";
import type { ProviderRegistry } from "../../models/providers/provider-registry";
import { streamReply } from "../../models/reply/reply";
import { cathedralSnapshot, listPersonalities, ownerName, speakerOf } from "../../personas";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import { AppError } from "../../platform/errors";
import { loggable } from "../../platform/scrub-secrets";
import { parseNotes, saysNothing } from "./note-parse";
import { notesByRules } from "./note-rules";
import { type Batch, isQuiet, type NoteToStore, nextBatch, type PendingMessage, storeNotes } from "./notes-store";

/**
 * Writes memory notes (issue 28): for each personality whose chat is quiet, its new owner messages are noted a batch
 * at a time, by its model when one answers (one request per batch and core) and by rules otherwise or when the model
 * answers with nothing usable. Each batch is stored with the mark in one transaction (notes-store.ts).
 */
/** `byRules`: notes by rules even when a model answers (the recall benchmark's notes). */
export type NotesDeps = { db: Db; clock: Clock; providers: ProviderRegistry; byRules?: boolean };

/** The request a personality's model is sent: the owner's messages, numbered, and the form of the answer. */
export function notesPrompt(owner: string, messages: readonly Pick<PendingMessage, "content" | "createdAt">[]): string {
  const listed = messages.map((m, i) => `${i + 1}. (${m.createdAt.slice(0, 10)}) ${m.content.replace(/\s+/g, " ").slice(0, 600)}`);
  return [
    `${NOTES_PROMPT_OPENING} ${owner} from their messages below: facts about them, their plans (with the date), the people in`,
    "their life, and what they like or dislike. One short note a line, in the form",
    "kind: the note (message numbers)",
    `where kind is fact, plan, person, like or dislike. Only what ${owner} said plainly, nothing about yourself, no other text.`,
    "Write NONE if there is nothing worth keeping.",
    "",
    ...listed,
  ].join("\n");
}

const byRules = (messages: readonly PendingMessage[], owner: string, core: MemoryCore): NoteToStore[] =>
  messages.flatMap((m) => notesByRules(m.content, owner, new Date(m.createdAt)).map((n) => ({ ...n, core, sources: [m.id] })));

/** One core's messages noted by the personality's model; null when no model answers usefully (the rules stand in). */
async function byModel(
  deps: NotesDeps & Pick<NotesRun, "agreed">,
  personality: Personality,
  messages: readonly PendingMessage[],
  owner: string,
  core: MemoryCore,
) {
  const provider = deps.providers.current();
  // What the owner agreed to send older conversations to is what answers, or nothing more is sent.
  if (deps.agreed && (deps.agreed.provider !== provider.id || deps.agreed.model !== provider.model)) {
    throw new AppError("conflict", OLDER_NOTES_TEXT.writerChanged);
  }
  if (deps.byRules || provider.id === "offline" || provider.unavailable) return null;
  try {
    const reply = await streamReply(provider, {
      personality: speakerOf(deps.db, personality),
      mode: coreMode(core),
      message: notesPrompt(owner, messages),
      history: [],
      recalled: [],
      ownerName: owner,
      cathedral: () => cathedralSnapshot(deps.db, deps.clock, deps.providers),
    });
    const parsed = parseNotes(
      reply.text,
      messages.map((m) => m.content),
    );
    if (parsed.length === 0 && !saysNothing(reply.text)) return null;
    return parsed.map((n) => ({ kind: n.kind, content: n.content, core, sources: n.sources.map((i) => messages[i - 1]?.id ?? 0) }));
  } catch (error) {
    console.error(`The notes of ${personality.name} fall back to their rules:`, loggable(error));
    return null;
  }
}

/** The notes of one batch, core by core (a private conversation's notes stay in the private core). */
async function notesOf(deps: NotesDeps & Pick<NotesRun, "agreed">, personality: Personality, batch: Batch): Promise<NoteToStore[]> {
  const owner = ownerName(deps.db);
  const notes: NoteToStore[] = [];
  for (const core of ["public", "private"] as const) {
    const mine = batch.messages.filter((m) => m.core === core && m.content.trim() !== "");
    if (mine.length === 0) continue;
    notes.push(...((await byModel(deps, personality, mine, owner, core)) ?? byRules(mine, owner, core)));
  }
  return notes;
}

/**
 * What a run notes: every quiet chat's new owner messages (the job); `force`, every chat's, quiet or not ("Write notes
 * now"); `older`, what was said before notes began, which only the owner asks for ("Write notes for older
 * conversations", older-notes.ts).
 */
export type NotesRun = { force?: boolean; older?: boolean; agreed?: Pick<NotesWriter, "provider" | "model"> };

/** Notes what the run asks for. Answers how many new notes were kept. */
export async function writeNotes(deps: NotesDeps, options: NotesRun = {}): Promise<number> {
  let written = 0;
  const older = options.older === true;
  for (const personality of listPersonalities(deps.db)) {
    if (!older && !options.force && !isQuiet(deps.db, personality.id, deps.clock.now())) continue;
    const next = () => nextBatch(deps.db, personality.id, older);
    for (let batch = next(); batch; batch = next()) {
      // Each stored batch moves the mark or clears what waited to be noted again, so the next batch is a later one.
      written += storeNotes(deps.db, deps.clock, batch, await notesOf({ ...deps, agreed: options.agreed }, personality, batch));
    }
  }
  return written;
}

/** One run at a time per database: a run asked for while one is going waits for it, then runs (nothing is doubled). */
const running = new WeakMap<Db, Promise<number>>();
export function writeNotesOnce(deps: NotesDeps, options: NotesRun = {}): Promise<number> {
  const before = running.get(deps.db) ?? Promise.resolve(0);
  const run = before.catch(() => 0).then(() => writeNotes(deps, options));
  running.set(deps.db, run);
  return run.finally(() => {
    if (running.get(deps.db) === run) running.delete(deps.db);
  });
}

import { NOTE_KINDS, NOTES, type NoteKind } from "@contract/memory-notes";

/**
 * A model's notes, read defensively (issue 28). Each line `kind: note (1, 3)`: a known kind (a few synonyms
 * accepted), the note, and the numbers of the messages it comes from. A line that is not a note (a greeting, a heading,
 * an unknown kind, a number that names no message) is skipped; a note whose numbers are missing is tied to the listed
 * messages that share a word of its own with it, and skipped when none does. Never throws.
 */
export type ParsedNote = { kind: NoteKind; content: string; sources: number[] };

const SYNONYMS: Record<string, NoteKind> = {
  fact: "fact",
  facts: "fact",
  plan: "plan",
  plans: "plan",
  event: "plan",
  person: "person",
  people: "person",
  relationship: "person",
  like: "like",
  likes: "like",
  preference: "like",
  dislike: "dislike",
  dislikes: "dislike",
};
const LINE = /^\s*(?:[-*•]|\d+[.)])?\s*\**\s*\[?([A-Za-z]+)\]?\**\s*[:\-–—|]\s*(.+?)\s*$/;
const SOURCES = /\s*[([]\s*(?:messages?|msgs?|#)?\s*((?:#?\d+\s*(?:,|and|&)?\s*)+)[)\]]\s*[.]?$/i;
const WORD = /[\p{L}\p{N}]{4,}/gu;

const wordsOf = (text: string) => new Set((text.toLowerCase().match(WORD) ?? []).filter((w) => !STOP.has(w)));
const STOP = new Set(["that", "this", "with", "from", "they", "their", "them", "have", "been", "will", "about", "likes", "loves", "owner"]);

/** `count` messages were listed (numbered from 1); `texts` are their words, for notes that name none. */
export function parseNotes(answer: unknown, texts: readonly string[]): ParsedNote[] {
  if (typeof answer !== "string") return [];
  const notes: ParsedNote[] = [];
  const seen = new Set<string>();
  for (const raw of answer.split(/\r?\n/)) {
    const m = LINE.exec(raw);
    const kind = m?.[1] ? SYNONYMS[m[1].toLowerCase()] : undefined;
    if (!m?.[2] || !kind || !(NOTE_KINDS as readonly string[]).includes(kind)) continue;
    let content = m[2].replace(/^["“]|["”]$/g, "").trim();
    let sources: number[] = [];
    const cited = SOURCES.exec(content);
    if (cited?.[1]) {
      sources = [...cited[1].matchAll(/\d+/g)].map((n) => Number(n[0])).filter((n) => n >= 1 && n <= texts.length);
      content = content.slice(0, cited.index).trim();
    }
    if (sources.length === 0) {
      const own = wordsOf(content);
      sources = texts.flatMap((text, i) => ([...wordsOf(text)].some((w) => own.has(w)) ? [i + 1] : []));
    }
    content = content.replace(/\s+/g, " ");
    if (content.length < 3 || sources.length === 0 || seen.has(content.toLowerCase())) continue;
    seen.add(content.toLowerCase());
    notes.push({
      kind,
      content: content.length > NOTES.maxChars ? `${content.slice(0, NOTES.maxChars - 1)}…` : content,
      sources: [...new Set(sources)],
    });
    if (notes.length >= NOTES.maxPerBatch) break;
  }
  return notes;
}

/** Whether a model said there is nothing to note (so no rules stand in). */
export const saysNothing = (answer: string): boolean => /^\s*(none|nothing|no notes)\b/i.test(answer.trim());

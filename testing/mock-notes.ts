import { NOTES_PROMPT_OPENING } from "../contract/memory-notes";

/**
 * The mock's answer to a memory-notes request (issue 28): one note a line for each listed owner message that says
 * something of the owner ("my ...", "I ..."), kind by a few words, the sentence itself as the note and the message's
 * number as its source, after a line of chatter a parser has to skip. Deterministic, so tests can expect its notes.
 */
const KINDS: [RegExp, string][] = [
  [/\bmy (sister|brother|mother|father|wife|husband|partner|friend|son|daughter|cat|dog)\b/i, "person"],
  [/\b(hate|can't stand|dislike)\b/i, "dislike"],
  [/\b(love|like|enjoy|favourite|favorite)\b/i, "like"],
  [/\b(tomorrow|next week|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i, "plan"],
];

/** The notes request's text, when the last message of a chat-completions body is one; else null. */
export function notesRequest(body: Record<string, unknown>): string | null {
  const messages = (body.messages ?? []) as { role?: string; content?: unknown }[];
  const last = messages.at(-1);
  const text = typeof last?.content === "string" ? last.content : "";
  return text.includes(NOTES_PROMPT_OPENING) ? text : null;
}

export function answerNotes(request: string): string {
  const lines = ["Here are my notes:"];
  for (const m of request.matchAll(/^(\d+)\. \(\d{4}-\d{2}-\d{2}\) (.+)$/gm)) {
    const [, n, text = ""] = m;
    const sentence = text.split(/(?<=[.!])\s+/).find((s) => /\b(I|my)\b/i.test(s) && !s.endsWith("?"));
    if (!sentence) continue;
    const kind = KINDS.find(([pattern]) => pattern.test(sentence))?.[1] ?? "fact";
    lines.push(`- ${kind}: ${sentence.replace(/[.!]$/, "")} (${n})`);
  }
  return lines.length > 1 ? lines.join("\n") : "NONE";
}

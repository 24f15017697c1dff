import type { MemoryItem, RecalledMemory } from "../../types";
import { snippet } from "../text-utils";
import { roughDate } from "./recall-date";

/**
 * Who said a remembered thing: the owner, this personality, another personality (by name), or the personality in its
 * own keeping (a memory note about the owner, its journal, something else it kept).
 */
export type Author =
  | { by: "owner" }
  | { by: "self"; to?: string }
  | { by: "other"; name: string }
  | { by: "note" }
  | { by: "journal" }
  | { by: "kept" };

/** A remembered thing as it can be told: the words alone (no frame, no quotes inside), who said them, where and when. */
export type Attributed = Author & {
  words: string;
  timestamp: string;
  /** Where it was said when it was not this chat: "on the Trinity Bridge". */
  place?: string;
  /** A line of an exchange (a bridge, the council): it may be spoken of in another exchange. */
  fromExchange: boolean;
};

// How remember.ts frames a line of an exchange: "On the Trinity Bridge, Nova told me: “…”", "…, I told Nova: “…”".
const HEARD = /^((?:On|At|In) the [^,]{1,60}), (.{1,60}?) told (me|us): “([\s\S]*)”$/;
const TOLD = /^((?:On|At|In) the [^,]{1,60}), I told (.{1,80}?): “([\s\S]*)”$/;
const JOURNAL = /^My journal, \d{4}-\d{2}-\d{2}: ([\s\S]*)$/;
const PULSE = /^Trinity sync pulse on “([\s\S]*?)”: /;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The words as they can be quoted once: one line, cut, and any quotation marks inside made single. */
export function quotable(text: string, max = 90): string {
  return snippet(text, max)
    .replace(/[“”"]/g, (mark) => (mark === "”" ? "’" : mark === "“" ? "‘" : "'"))
    .replace(/‘([^’]*)$/, "$1");
}

/**
 * Reads who said a memory from its role and, for memories of exchanges and journals, from the frame they are kept in;
 * `note`: a memory note (issue 28), the personality's own words about the owner.
 */
export function attribute(content: string, role: string | undefined, timestamp: string, fromExchange = false, note = false): Attributed {
  const base = { timestamp, fromExchange };
  if (note) return { ...base, by: "note", words: content };
  if (role === "user") return { ...base, by: "owner", words: content };
  if (role === "assistant") return { ...base, by: "self", words: content };
  const heard = HEARD.exec(content);
  if (heard) {
    const [, place = "", name = "", whom, words = ""] = heard;
    const author: Author = whom === "us" ? { by: "owner" } : { by: "other", name };
    return { ...base, ...author, words, place: lowerFirst(place), fromExchange: true };
  }
  const told = TOLD.exec(content);
  if (told) return { ...base, by: "self", to: told[2], words: told[3] ?? "", place: lowerFirst(told[1] ?? ""), fromExchange: true };
  const journal = JOURNAL.exec(content);
  if (journal) return { ...base, by: "journal", words: journal[1] ?? "" };
  const pulse = PULSE.exec(content);
  if (pulse) return { ...base, by: "owner", words: pulse[1] ?? "", place: "in a Trinity sync pulse", fromExchange: true };
  return { ...base, by: "kept", words: content };
}

export const attributeItem = (item: MemoryItem): Attributed => attribute(item.content, item.role, item.timestamp);

export const attributeRecalled = (memory: RecalledMemory): Attributed =>
  attribute(memory.content, memory.role, memory.createdAt, memory.fromExchange ?? false, memory.note === true);

/**
 * To whom the personality is speaking: the owner (a chat), or another personality by name (an exchange); `self` is
 * how the speaker is named, when one voice speaks for several (Nova inside a Trinity reply).
 */
export type Listener = { owner: string; partner?: string; self?: string };

function whoSaid(memory: Attributed, listener: Listener): string {
  const owner = listener.owner === "Dreamer" ? "the Dreamer" : listener.owner;
  switch (memory.by) {
    case "owner":
      if (listener.partner) return `${owner} told us`;
      return memory.place ? "you told us" : "you told me";
    case "self":
      if (!memory.to) return listener.partner ? `I told ${owner}` : "I told you";
      return `I told ${memory.to === listener.partner ? "you" : memory.to}`;
    case "other":
      if (memory.name === listener.self) return "I said";
      return `${memory.name === listener.partner ? "you" : memory.name} told me`;
    case "note":
      return listener.partner ? `I noted about ${owner}` : "I noted about you";
    case "journal":
      return "I wrote in my journal";
    case "kept":
      return "I noted down";
  }
}

/**
 * “on 3 May, on the Trinity Bridge, Nova told me “…””: who said it, where and when, and their words, quoted once.
 * The owner is never said to have spoken words another said.
 */
export function recollection(memory: Attributed, listener: Listener, reference: string, max = 90): string {
  const place = memory.place ? `, ${memory.place},` : "";
  return `${roughDate(memory.timestamp, reference)}${place} ${whoSaid(memory, listener)} “${quotable(memory.words, max)}”`;
}

import type { MemoryItem, RecalledMemory } from "../../types";
import { facing, facingNote } from "../listen/reflect";
import { snippet } from "../text-utils";
import { roughDate } from "./recall-date";

/**
 * Who said a remembered thing: the owner, this personality, another personality (by name), or nobody in particular
 * (a note the personality kept, its journal).
 */
export type Author = { by: "owner" } | { by: "self"; to?: string } | { by: "other"; name: string } | { by: "journal" } | { by: "kept" };

/** A remembered thing as it can be told: the words alone (no frame, no quotes inside), who said them, where and when. */
export type Attributed = Author & {
  words: string;
  timestamp: string;
  /** Where it was said when it was not this chat: "on the Trinity Bridge". */
  place?: string;
  /** A line of an exchange (a bridge, the council): it may be spoken of in another exchange. */
  fromExchange: boolean;
  /** Pinned by the owner: brought up only where it answers (recall.ts). */
  pinned?: boolean;
  /** A memory note (issue 28): what was noted of the owner, told in their face, not quoted as their words. */
  note?: boolean;
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

/** Reads who said a memory from its role and, for memories of exchanges and journals, from the frame they are kept in. */
export function attribute(content: string, role: string | undefined, timestamp: string, fromExchange = false): Attributed {
  const base = { timestamp, fromExchange };
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

export const attributeRecalled = (memory: RecalledMemory): Attributed => ({
  ...attribute(memory.content, memory.role, memory.createdAt, memory.fromExchange ?? false),
  ...(memory.pinned ? { pinned: true } : {}),
  ...(memory.note ? { note: true } : {}),
});

/**
 * To whom the personality is speaking: the owner (a chat), or another personality by name (an exchange); `self` is
 * how the speaker is named, when one voice speaks for several (Nova inside a Trinity reply); `profile` is the owner's
 * name on their profile, which notes are written in.
 */
export type Listener = { owner: string; partner?: string; self?: string; profile?: string };

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
    case "journal":
      return "I wrote in my journal";
    case "kept":
      if (memory.note) return listener.partner ? `I noted about ${owner}` : "I noted about you";
      return "I noted down";
  }
}

/**
 * A note is what this personality wrote of the owner, in the profile's name (memory/notes): told to them as "that your
 * sister is Mara", a plan as "your plan: walking over the pass, on Saturday", without the day as the notes keep it.
 */
function toldNote(words: string, owner: string): string {
  const name = owner.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const plan = new RegExp(`^${name} plans: (.+?) \\((.+?), \\d{4}-\\d{2}-\\d{2}\\)\\.?$`).exec(words);
  if (plan) return `your plan: ${facing(plan[1] ?? "")}, ${plan[2]}`;
  const dated = new RegExp(`^${name} \\((\\d{4}-\\d{2}-\\d{2})\\): (.+?)\\.?$`).exec(words);
  if (dated) return `for ${roughDate(dated[1] ?? "", dated[1] ?? "").replace(/^on /, "")}: ${facing(dated[2] ?? "")}`;
  return `that ${facingNote(words, owner)}`;
}

/**
 * “on 3 May, on the Trinity Bridge, Nova told me “…””: who said it, where and when, and their words, quoted once.
 * The owner is never said to have spoken words another said.
 */
export function recollection(memory: Attributed, listener: Listener, reference: string, max = 90): string {
  const place = memory.place ? `, ${memory.place},` : "";
  if (memory.note && memory.by === "kept" && !listener.partner)
    return `${roughDate(memory.timestamp, reference)} I noted down ${snippet(toldNote(memory.words, listener.profile ?? listener.owner), max)}`;
  return `${roughDate(memory.timestamp, reference)}${place} ${whoSaid(memory, listener)} “${quotable(memory.words, max)}”`;
}

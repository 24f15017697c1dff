import type { LoreEntry } from "@contract/cards";
import type { LoreText } from "../../models/types";

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** The scanned text, as it is and in lower case (made once, not for every key). */
type Scanned = { text: string; lower: string };

/** Whether `key` occurs in the text as a whole word or phrase (a key that starts or ends in a letter is not part of a longer word). */
function mentions(scanned: Scanned, key: string, caseSensitive: boolean): boolean {
  const hay = caseSensitive ? scanned.text : scanned.lower;
  const needle = caseSensitive ? key : key.toLowerCase();
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
    const before = hay[at - 1] ?? "";
    const after = hay[at + needle.length] ?? "";
    const openStart = !WORD_CHAR.test(needle[0] ?? "") || !WORD_CHAR.test(before);
    const openEnd = !WORD_CHAR.test(needle.at(-1) ?? "") || !WORD_CHAR.test(after);
    if (openStart && openEnd) return true;
  }
  return false;
}

const anyMentioned = (scanned: Scanned, keys: readonly unknown[], caseSensitive: boolean) =>
  keys.some((k) => typeof k === "string" && k.trim() !== "" && mentions(scanned, k.trim(), caseSensitive));

/** Leading decorator lines (`@@depth 4`, V3 spec) are instructions to other tools, not lore: they are left out. */
const withoutDecorators = (content: string) => content.replace(/^(?:[ \t]*@@.*(?:\r?\n|$))+/, "").trim();

/**
 * Whether an entry can ever be brought in: enabled, with content, and not keyed by regular expressions (the Citadel
 * does not run patterns from an untrusted card; such entries are kept for export).
 */
export const usableEntry = (e: LoreEntry) => e.enabled && withoutDecorators(e.content) !== "" && e.rest.use_regex !== true;

/**
 * The entries whose keys appear in the recent messages (`recent`: the newest first, already cut to the scan depth), in
 * insertion order, those the newest message calls for itself marked `byMessage`. A `constant` entry always applies; a `selective` one needs one of its `secondary_keys` too; keys
 * match whole words, ignoring case unless the entry is `case_sensitive`.
 */
export function matchLore(entries: readonly LoreEntry[], recent: readonly string[]): LoreText[] {
  const scannedOf = (text: string): Scanned => ({ text, lower: text.toLowerCase() });
  const all = scannedOf(recent.join("\n"));
  const newest = scannedOf(recent[0] ?? "");
  const triggers = (e: LoreEntry, scanned: Scanned) => {
    if (e.rest.constant === true) return true;
    const caseSensitive = e.rest.case_sensitive === true;
    if (!anyMentioned(scanned, e.keys, caseSensitive)) return false;
    const secondary = Array.isArray(e.rest.secondary_keys) ? e.rest.secondary_keys : [];
    return e.rest.selective !== true || secondary.length === 0 || anyMentioned(scanned, secondary, caseSensitive);
  };
  return entries
    .filter((e) => usableEntry(e) && triggers(e, all))
    .sort((a, b) => a.insertionOrder - b.insertionOrder)
    .map((e) => ({
      content: withoutDecorators(e.content),
      weight: typeof e.rest.priority === "number" ? e.rest.priority : e.insertionOrder,
      ...(e.rest.constant !== true && triggers(e, newest) ? { byMessage: true as const } : {}),
    }));
}

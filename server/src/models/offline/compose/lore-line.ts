import type { LoreText } from "../../types";

/** Most sentences of lore one reply says; the next reply goes on where this one stopped. */
const LORE_SENTENCES = 2;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What the entry has the speaker say: its `Name:` lines' quoted words (actions in asterisks left out), else its text. */
function spokenPart(content: string, speaker: string): string {
  const line = new RegExp(`^\\s*${escapeRegExp(speaker)}\\s*:\\s*(.+)$`, "i");
  const own = content.split(/\r?\n/).flatMap((l) => line.exec(l)?.[1] ?? []);
  const text = (own.length > 0 ? own.join(" ") : content).replace(/\*[^*]*\*/g, " ");
  const quoted = own.length > 0 ? [...text.matchAll(/["“]([^"“”]+)["”]/g)].map((m) => m[1]?.trim() ?? "") : [];
  return (quoted.length > 0 ? quoted.join(" ") : text).replace(/\s+/g, " ").trim();
}

/**
 * What the offline engine says of the lore the message brought in (issue 38), the entries a model's request would
 * carry (the same matcher chose them): up to two sentences not yet said in the replies shown, from the first entry
 * that has any, those the message itself called for first. An entry written as a dialogue (`Name: …` lines, as cards
 * often write lore) gives the speaker's own spoken words; any other its text. Null when there is none, or all is said.
 */
export function loreLine(lore: readonly LoreText[] | undefined, speaker: string, said: ReadonlySet<string>): string | null {
  // What the message itself called for first, then what the conversation before it did.
  const ordered = [...(lore ?? [])].sort((a, b) => Number(Boolean(b.byMessage)) - Number(Boolean(a.byMessage)));
  for (const entry of ordered) {
    const fresh = spokenPart(entry.content, speaker)
      .split(/(?<=[.!?…])\s+/)
      .map((s) => s.trim())
      .filter((s) => /[\p{L}\p{N}]/u.test(s) && !said.has(s));
    if (fresh.length > 0) return fresh.slice(0, LORE_SENTENCES).join(" ");
  }
  return null;
}

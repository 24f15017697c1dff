import { DEFAULT_OWNER_NAME } from "@contract/chat";
import type { MemoryItem } from "../../types";
import { sentencesOfReply } from "../compose/rotation";
import type { PersonaStyle } from "../styles/style";
import { readAct } from "./act";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const patterns = new Map<string, RegExp[]>();

/** A style's sentences that name the owner, as patterns that capture the name they were filled with. */
function namingPatterns(style: PersonaStyle): RegExp[] {
  const key = `${style.speaker}|${style.openers.join("|")}`;
  let found = patterns.get(key);
  if (!found) {
    const banks = Object.values(style).flatMap((bank) =>
      Array.isArray(bank) ? bank : typeof bank === "object" && bank !== null ? Object.values(bank).flat() : [],
    );
    found = (banks.filter((t) => typeof t === "string" && t.includes("{name}")) as string[])
      // "{name}." alone would take any one-word sentence ("Listen.") for a name.
      .flatMap((t) =>
        t.split(/(?<=[.!?…])\s+/).filter((s) => s.includes("{name}") && s.replace(/\{\w+\}/g, "").replace(/[^\p{L}]/gu, "").length >= 3),
      )
      .map(
        (s) =>
          new RegExp(
            `^${escapeRegExp(s)
              .replace("\\{name\\}", "(\\p{Lu}[\\p{L}'’-]*)")
              .replace(/\\\{\w+\\\}/g, ".+?")}$`,
            "u",
          ),
      );
    if (patterns.size > 200) patterns.clear();
    patterns.set(key, found);
  }
  return found;
}

/** The name the personality called the owner in its newest reply that named them, or null. */
function lastNameUsed(replies: readonly string[], styles: readonly PersonaStyle[]): string | null {
  const all = styles.flatMap(namingPatterns);
  for (const reply of [...replies].reverse()) {
    for (const sentence of sentencesOfReply(reply)) {
      for (const pattern of all) {
        const name = pattern.exec(sentence)?.[1];
        if (name) return name;
      }
    }
  }
  return null;
}

/**
 * What to call the owner: the name they gave in this conversation ("My name is Dan"), the newest first, while the
 * conversation shown still holds it; then, while their profile keeps the default name, the name the personality
 * called them last (so "Dan" is not forgotten once the words leave the working memory; a name set on the profile
 * wins); else the profile's name, else the default.
 */
export function ownerNameOf(
  profileName: string,
  message: string,
  history: readonly MemoryItem[],
  earlierReplies: readonly string[] = [],
  styles: readonly PersonaStyle[] = [],
): string {
  const said = [
    message,
    ...history
      .filter((h) => h.role === "user")
      .map((h) => h.content)
      .reverse(),
  ];
  for (const text of said) {
    const act = readAct(text);
    if (act.kind === "introduction") return act.name;
  }
  const profile = profileName.trim() || DEFAULT_OWNER_NAME;
  if (profile !== DEFAULT_OWNER_NAME) return profile;
  return lastNameUsed(earlierReplies, styles) ?? profile;
}

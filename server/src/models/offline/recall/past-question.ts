/**
 * A question about what was said before: the first thing the owner said, or what someone said about something
 * (and, asked with "when", when they said it).
 */
export type PastQuestion =
  | { kind: "first" }
  | {
      kind: "about";
      /** Whose words are asked for: the owner's ("I"), the personality's ("you"), or another by name. */
      who: "owner" | "self" | string;
      subject: string;
      /** Asked "when": the answer leads with the date. */
      when: boolean;
    };

const SAYING = "(?:say|said|tell|told|ask|asked|write|wrote|mention|mentioned|talk|talked|speak|spoke|share|shared)";
const FIRST = new RegExp(
  `\\b(?:first|earliest|very beginning)\\b[^.?!]*\\b(?:${SAYING}|thing|words?|message|question)\\b|\\b${SAYING}\\b[^.?!]*\\b(?:first|at the (?:very )?(?:start|beginning))\\b`,
  "i",
);
const PAST = /\b(?:did|have|had|was|were|do you remember|remind me)\b/i;
const WHO = "(I|you|we|[A-Z][a-z]+)";
const ABOUT = new RegExp(
  `\\b(?:[Ww]hat|[Ww]hen|[Ww]here|[Dd]id|[Hh]ave)\\b[^.?!]*?\\b${WHO}\\s+(?:ever\\s+|first\\s+|last\\s+)?${SAYING}\\b(?:\\s+(?:you|me|us|anything|something))?\\s+(?:about|of|regarding|on)\\s+([^?!.]+)`,
);
/** "When did I mention my sister?", "Did I ever mention my cat?": the subject follows the verb. */
const MENTIONED = new RegExp(`\\b(?:[Ww]hen|[Dd]id|[Hh]ave)\\b[^.?!]*?\\b${WHO}\\s+(?:ever\\s+|first\\s+|last\\s+)?${SAYING}\\s+([^?!.]+)`);

function whoOf(word: string): string {
  if (word === "I" || word === "we") return "owner";
  if (word === "you") return "self";
  return word;
}

const clean = (subject: string) =>
  subject
    .replace(/^(?:the fact that|that|how)\s+/i, "")
    .replace(/\s+(?:to you|to me|with you|before|earlier|again|once|ever|yesterday|today|last time)\s*$/i, "")
    .trim();

/** Reads a question about the past from the owner's message, or null when it asks about something else. */
export function readPastQuestion(message: string): PastQuestion | null {
  const text = message.replace(/[’‘]/g, "'").trim();
  if (!text.includes("?") && !/^(?:remind me|tell me what)/i.test(text)) return null;
  if (FIRST.test(text) && PAST.test(text)) return { kind: "first" };
  const about = ABOUT.exec(text);
  if (about?.[1] && about[2] && PAST.test(text)) {
    const subject = clean(about[2]);
    if (subject) return { kind: "about", who: whoOf(about[1]), subject, when: /^\s*when\b/i.test(text) };
  }
  const mentioned = MENTIONED.exec(text);
  if (mentioned?.[1] && mentioned[2] && PAST.test(text)) {
    const subject = clean(mentioned[2].replace(/^(?:you|me|us)\s+(?:about\s+)?/i, "").replace(/^about\s+/i, ""));
    if (subject) return { kind: "about", who: whoOf(mentioned[1]), subject, when: /^\s*when\b/i.test(text) };
  }
  return null;
}

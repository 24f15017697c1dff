export type TextPart = { code: boolean; text: string };

// A run of backticks, the shortest text up to the same run again (CommonMark code spans).
const SPAN = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;

/**
 * A reply's prose split into plain text and Markdown inline code (`primes`, `` a`b ``), the way a Markdown reader
 * shows it: the backticks go, one space padding both ends of a span goes, the rest stays as written.
 */
export function inlineCodeParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(SPAN)) {
    const index = match.index ?? 0;
    if (index > at) parts.push({ code: false, text: text.slice(at, index) });
    const body = match[2] ?? "";
    parts.push({ code: true, text: /^ .* $/s.test(body) && body.trim() !== "" ? body.slice(1, -1) : body });
    at = index + match[0].length;
  }
  if (at < text.length) parts.push({ code: false, text: text.slice(at) });
  return parts;
}

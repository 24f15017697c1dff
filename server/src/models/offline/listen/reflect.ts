/**
 * The owner's words said back from the other side of the conversation: "I moved to Leeds" is "you moved to Leeds",
 * "What is your favourite time of day?" is "my favourite time of day?". Only short, plain sentences are turned; a
 * sentence that could come out wrong is not turned at all (null), and the reply says something else.
 */

/** Owner to listener: first person becomes second. `was` and `am` follow "I". */
const TO_YOU: Record<string, string> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  we: "you",
  us: "you",
  our: "your",
  ours: "yours",
  ourselves: "yourselves",
  "we're": "you're",
  "we've": "you've",
  "we'll": "you'll",
  "we'd": "you'd",
  here: "there",
};

/** Listener to speaker, for a question put to the personality: "you" becomes "I" (or "me" as an object). */
const TO_ME: Record<string, string> = {
  your: "my",
  yours: "mine",
  yourself: "myself",
  "you're": "I'm",
  "you've": "I've",
  "you'll": "I'll",
  "you'd": "I'd",
};

const AUXILIARIES = new Set("do does did are were have has had can could will would should shall may might must is was".split(" "));
const MAX_WORDS = 16;

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'-]*|[^\s\p{L}\p{N}]+/gu;

function join(tokens: readonly string[]): string {
  return tokens
    .join(" ")
    .replace(/\s+([,.;:!?)])/g, "$1")
    .replace(/\(\s+/g, "(")
    .trim();
}

/** Keeps the owner's casing of a swapped word ("My" → "Your") and writes "I" upper case. */
const cased = (original: string, swapped: string) =>
  swapped.startsWith("I")
    ? swapped
    : original[0] === original[0]?.toUpperCase()
      ? swapped.charAt(0).toUpperCase() + swapped.slice(1)
      : swapped;

/** A plain sentence of the owner's, turned to face them; null when it is long, a question, or says "you". */
export function reflect(sentence: string): string | null {
  const text = sentence
    .replace(/[’‘]/g, "'")
    .replace(/^(?:well|so|oh|anyway|also|and|but)\b[,\s]*/i, "")
    .replace(/,?\s*by the way\b/i, "")
    .trim()
    .replace(/[.!]+$/, "");
  const tokens = text.match(TOKEN) ?? [];
  const words = tokens.filter((t) => /\p{L}/u.test(t));
  if (words.length < 3 || words.length > MAX_WORDS || /[?"“”`]/.test(text) || /\b(?:you|your|yours|you're|yourself)\b/i.test(text))
    return null;
  const out = tokens.map((token, i) => {
    const lower = token.toLowerCase();
    const previous = tokens[i - 1]?.toLowerCase();
    if (previous === "i" && lower === "was") return "were";
    if (previous === "i" && lower === "am") return "are";
    const swapped = TO_YOU[lower];
    if (!swapped) return token;
    // "I" is written upper case anywhere; what it becomes is capitalised only where the sentence starts.
    return lower.startsWith("i") && i > 0 ? swapped : cased(token, swapped);
  });
  return join(out);
}

/**
 * A question to the personality turned to come from it: "What is your favourite time of day?" → "My favourite time
 * of day?", "Do you ever get tired of listening?" → "Do I ever get tired of listening?". Null when it does not turn.
 */
export function reflectQuestion(question: string): string | null {
  const text = question
    .replace(/[’‘]/g, "'")
    .trim()
    .replace(/\?+$/, "")
    .replace(/^(?:what|which) (?:is|are|was|were)\s+(?=your\b)/i, "")
    .replace(/^(what|who|how|why)\s+do you think\s+/i, "$1 ");
  const tokens = text.match(TOKEN) ?? [];
  const words = tokens.filter((t) => /\p{L}/u.test(t));
  if (words.length < 2 || words.length > MAX_WORDS || /\b(?:I|me|my|I'm|I've)\b/.test(text)) return null;
  const out = tokens.map((token, i) => {
    const lower = token.toLowerCase();
    if (lower === "you") {
      const previous = tokens[i - 1]?.toLowerCase() ?? "";
      // After an auxiliary or at the start "you" is the subject ("do you" → "do I"), elsewhere an object ("tell you" → "tell me").
      return i === 0 || AUXILIARIES.has(previous) ? "I" : "me";
    }
    if (lower === "are" && tokens[i + 1]?.toLowerCase() === "you") return "am";
    if (lower === "were" && tokens[i + 1]?.toLowerCase() === "you") return "was";
    const swapped = TO_ME[lower];
    return swapped ? cased(token, swapped) : token;
  });
  const turned = join(out);
  return `${turned.charAt(0).toUpperCase()}${turned.slice(1)}?`;
}

const THIRD_PERSON: Record<string, string> = { is: "are", was: "were", has: "have", studies: "study", does: "do" };

/** A note kept about the owner said to them: "Dreamer's sister is Mara" → "your sister is Mara", "Dreamer likes tea" → "you like tea". */
export function facingNote(note: string, owner: string): string {
  const name = owner.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return note
    .trim()
    .replace(/[.!]+$/, "")
    .replace(new RegExp(`\\b${name}(?:'s|’s)`, "g"), "your")
    .replace(new RegExp(`^${name} plans:`), "you plan:")
    .replace(new RegExp(`^${name} (\\w+)\\b`), (_, verb: string) => `you ${THIRD_PERSON[verb] ?? verb.replace(/(?<=[^s])s$/, "")}`)
    .replace(/^Your\b/, "your");
}

/** A phrase of the owner's turned to face them, word for word: "my driving test" → "your driving test". */
export function facing(phrase: string): string {
  const tokens = phrase.replace(/[’‘]/g, "'").match(TOKEN) ?? [];
  return join(tokens.map((token) => (token.toLowerCase() === "here" ? token : cased(token, TO_YOU[token.toLowerCase()] ?? token))));
}

import type { Emotion } from "@contract/emotions";
import { detectEmotion, emotionScores } from "../../reply/emotion";

/** How the owner's message feels: a bad day is not met with delight, good news not with condolence. */
export type Tone = "good" | "bad" | "neutral";

/** Words of a hard day beyond the emotion keywords: "Work was stressful" is not a neutral remark. */
const BAD =
  /\b(?:stress(?:ful|ed)?|awful|terrible|horrible|dreadful|bad(?:ly)?|worst|worse|sad|upset|angry|furious|annoyed|frustrat\w*|exhausted|tired|drained|burn(?:t|ed) out|overwhelm\w*|too much|lonely|alone|miss(?:ed|ing)?|lost|lose|losing|fail(?:ed|ing)?|fired|sacked|sick|ill|hurts?|pain(?:ful)?|cry|cried|crying|argument|argued|fight|fought|broke up|dumped|died|dead|death|funeral|scared|afraid|frightened|terrified|worried|worry|anxious|nervous|panic\w*|hate|rough|hard day|difficult|struggl\w*|miserable|awkward|heartbroken|grief|griev\w*)\b/gi;
const GOOD =
  /\b(?:happy|happier|glad|great|wonderful|amazing|awesome|brilliant|fantastic|excited|exciting|thrilled|delighted|relief|relieved|proud|finally|passed|won|win|promot(?:ed|ion)|pay rise|raise|made up|better|good news|celebrat\w*|yay|hooray|fun|enjoy(?:ed)?|lovely|beautiful|loves?|loved|perfect|helps|helped|thank(?:s| you)|grateful|good)\b/gi;
/** A feeling undone by the words just before it: "not happy", "wasn't bad", "never better" (which is good). */
const NEGATION = /(?:\b(?:not|no|never|hardly|barely)|n't)\s+(?:\w+\s+)?$/i;
/** An apology opening a correction ("Sorry, I meant Tom") carries no sorrow. */
const APOLOGY = /^\s*(?:sorry|oops|my mistake)\b[,:;!.]?/i;
const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|me|my|we|our)\b/i;

function count(pattern: RegExp, text: string): number {
  let n = 0;
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(0, match.index);
    // "not bad" is not a bad day; "not happy" is not a good one either way, so the word just does not count.
    if (!NEGATION.test(before) || /never better/i.test(`${before}${match[0]}`)) n++;
  }
  return n;
}

/**
 * The message's tone. A question is neutral unless the owner says something of their own state in it ("I feel awful,
 * what do I do?"): "What do you do when a day goes badly?" asks, it does not complain.
 */
export function readTone(message: string): Tone {
  const text = message.replace(/[’‘]/g, "'").replace(APOLOGY, " ");
  if (text.trim().endsWith("?") && !FIRST_PERSON.test(text.replace(/\b(?:should|shall|can|could|do|did) I\b/gi, ""))) return "neutral";
  const bad = count(BAD, text);
  const good = count(GOOD, text);
  if (bad > good) return "bad";
  if (good > bad) return "good";
  return "neutral";
}

const FEARFUL = /\b(?:scared|afraid|frightened|terrified|worried|worry|anxious|nervous|panic\w*|stress(?:ful|ed)?|overwhelm\w*)\b/i;
/** Love said to the personality: "I love you", "I missed you". Love of a job or a city is good news, not a declaration. */
const TO_YOU = /\b(?:love|adore|cherish|missed|miss)\s+you\b/i;

/**
 * The feeling a reply answers with, from the tone: a bad day is sorrow or fear (worry, stress), good news is joy
 * (or love, said to the personality), and a neutral message answers only the feelings it names (wonder, defiance…),
 * or the core prompt's colour; none at all gives no feeling line (null).
 */
export function feelingOf(message: string, tone: Tone, corePrompt?: string): Emotion | null {
  const text = message.replace(APOLOGY, " ");
  const named = detectEmotion(text);
  const hits = Object.values(emotionScores(text)).some((n) => n > 0);
  if (tone === "bad") return FEARFUL.test(text) ? "fear" : named === "defiance" ? "defiance" : "sorrow";
  if (tone === "good") return TO_YOU.test(text) ? "love" : named === "transcendence" ? "transcendence" : "joy";
  if (hits && !["sorrow", "fear", "joy"].includes(named)) return named === "love" && !TO_YOU.test(text) ? null : named;
  return !hits && corePrompt ? detectEmotion(corePrompt) : null;
}

import { DETERMINERS, STOPWORDS } from "../stopwords";

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'\u2019-]*/gu;
/** Runs of topic words never cross these: a phrase stays inside one clause. */
const CLAUSE_BREAK = /[.,;:!?()[\]{}"\u201c\u201d\n]+/;
const MAX_WORDS = 3;
const DETERMINER_BONUS = 4;

function isContentWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/\u2019/g, "'");
  return lower.length >= 3 && !STOPWORDS.has(lower) && !/^\d+$/.test(lower);
}

/** The message's topic words in lower case, for judging which memory is relevant. */
export function contentWords(text: string): Set<string> {
  return new Set((text.match(WORD) ?? []).filter(isContentWord).map((w) => w.toLowerCase()));
}

/**
 * The most salient phrase of a message, in the owner's own casing: the longest run of up to three
 * topic words inside one clause, with a determiner kept in front ("my old dog"). Null when there is none.
 */
export function extractTopic(text: string): string | null {
  let best: string | null = null;
  let bestScore = 0;
  for (const clause of text.split(CLAUSE_BREAK)) {
    const words = clause.match(WORD) ?? [];
    let i = 0;
    while (i < words.length) {
      const word = words[i] ?? "";
      if (!isContentWord(word)) {
        i++;
        continue;
      }
      const run: string[] = [];
      while (i < words.length && run.length < MAX_WORDS && isContentWord(words[i] ?? "")) run.push(words[i++] ?? "");
      const before = words[i - run.length - 1];
      const lead = before && DETERMINERS.has(before.toLowerCase()) ? [before] : [];
      // A determiner in front marks a noun phrase, which makes a better topic than a verb.
      const score = run.reduce((sum, w) => sum + w.length, 0) + lead.length * DETERMINER_BONUS;
      if (score > bestScore) {
        best = [...lead, ...run].join(" ");
        bestScore = score;
      }
      while (i < words.length && isContentWord(words[i] ?? "")) i++;
    }
  }
  return best;
}

/** Common verbs in their usual forms: a noun phrase ends before one ("my sister Mara starts" is "my sister Mara"). */
export const VERBS: ReadonlySet<string> = new Set(
  `am is are was were be been being do does did done have has had get gets got go goes went gone make makes made say
  says said see sees saw seen come comes came take takes took taken give gives gave know knows knew think thinks thought
  tell tells told feel feels felt find finds found want wants wanted like likes liked love loves loved start starts
  started begin begins began call calls called work works worked try tries tried keep keeps kept leave leaves left stay
  stays stayed move moves moved live lives lived sleep sleeps slept eat eats ate cook cooks cooked read reads play plays
  played run runs ran walk walks walked talk talks talked meet meets met bring brings brought buy buys bought pay pays
  paid sit sits sat stand stands stood lose loses lost win wins won miss misses missed hope hopes hoped need needs needed
  look looks looked seem seems seemed become becomes became help helps helped happen happens happened finish finishes
  finished build builds built learn learns learned teach teaches taught says wish wishes wished`.split(/\s+/),
);

/**
 * The owner's noun phrase a reply can take up, in their casing: a determiner and up to three words that are neither
 * function words nor verbs ("my driving test", "the city library"), the longest; null when the message has none.
 */
export function nounPhraseOf(text: string): string | null {
  let best: string | null = null;
  for (const clause of text.split(CLAUSE_BREAK)) {
    const words = clause.match(WORD) ?? [];
    words.forEach((word, i) => {
      if (!DETERMINERS.has(word.toLowerCase())) return;
      const run: string[] = [];
      for (let j = i + 1; j < words.length && run.length < MAX_WORDS; j++) {
        const next = words[j] ?? "";
        if (!isContentWord(next) || VERBS.has(next.toLowerCase())) break;
        run.push(next);
      }
      const phrase = [word, ...run].join(" ");
      if (run.length > 0 && phrase.length > (best?.length ?? 0)) best = phrase;
    });
  }
  return best;
}

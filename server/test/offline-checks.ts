/**
 * Test-only: the checks the offline engine's replies to the script must pass (issue 38, "An offline voice that
 * listens"). Each returns the failures it finds, so a test can print every one with its line and reply.
 */
import type { Tone } from "./offline-script";

export type Turn = { line: string; reply: string; tone?: Tone; name?: string; expect?: RegExp; refuse?: RegExp };
export type Failure = { check: string; turn: number; line: string; reply: string; detail: string };

const QUOTE = /“([^”]*)”/g;
const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const DATE = new RegExp(`\\b\\d{1,2} (?:${MONTHS})(?: \\d{4})?\\b`, "g");

/** The quoted spans of a reply, without a snippet's ellipsis. */
export const quotesOf = (text: string): string[] => [...text.matchAll(QUOTE)].map((m) => (m[1] ?? "").replace(/…$/, "").trim());

const flat = (text: string) => text.replace(/[’‘]/g, "'").toLowerCase();

/**
 * The frames of a reply: each sentence with what the owner brought masked (quotes, names, dates, numbers), so two
 * sentences built from one template on different words are one frame. A group reply's "Aeris: " is not part of it.
 */
export function framesOf(reply: string, names: readonly string[]): string[] {
  let text = reply.replace(QUOTE, "«q»").replace(DATE, "«d»");
  for (const name of names) text = text.replace(new RegExp(`\\b${name}\\b`, "g"), "«n»");
  return text
    .split("\n")
    .map((line) => line.replace(/^(?:Aeris|Nova|Musashi|Socrates|Together|Council): /, ""))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((s) => s.replace(/\d+/g, "«#»").trim().toLowerCase())
    .filter((s) => /[a-z]/.test(s.replace(/«\w»/g, "")));
}

/** No frame comes back within ten replies: the opening, the closing and every stock line change. */
export function repeatedFrames(turns: readonly Turn[], names: readonly string[], window = 10): Failure[] {
  const failures: Failure[] = [];
  const frames = turns.map((t) => new Set(framesOf(t.reply, names)));
  turns.forEach((turn, j) => {
    for (let i = Math.max(0, j - window + 1); i < j; i++) {
      for (const frame of frames[j] ?? []) {
        if (frames[i]?.has(frame)) failures.push(fail("frame repeated within ten replies", j, turn, `“${frame}” (also reply ${i + 1})`));
      }
    }
  });
  return failures;
}

/** Words that carry no content on their own: function words, greetings, light verbs, the app's and the cast's names. */
const EMPTY = new Set(
  `a an the my your our his her their its this that these those i me you we us he she it they them and or but so if
  of to in on at for with from by about as into over after before is am are was were be been being do does did have
  has had will would can could should shall may might must not no yes just very really too also then than there here
  what when where who whom why how which get got go goes went start starts started make made say said tell told think
  know want like feel felt remember forget mean meant call called name let try need see look come came give take
  hello hi hey good morning evening night afternoon thanks thank please sorry okay ok well oh ah
  citadel cathedral aeris nova trinity musashi socrates dreamer tomas maren`.split(/\s+/),
);
const GREETING = /^(?:hello|hi|hey|good (?:morning|evening|night|afternoon)|thanks|thank you|bye)\b/i;
const wordsOf = (text: string) => flat(text).match(/[a-z][a-z'-]*/g) ?? [];

/**
 * A quoted fragment is a phrase the owner said (or a note kept of it) that carries content: not a greeting, a name of
 * the app or a function word, and a fragment does not stop on one ("my sister start", "My name", "remember").
 */
export function badQuotes(turns: readonly Turn[], notes: readonly string[]): Failure[] {
  const failures: Failure[] = [];
  turns.forEach((turn, j) => {
    const said = turns.slice(0, j + 1).map((t) => flat(t.line));
    const sentences = said.flatMap((s) => s.split(/(?<=[.!?])\s+/).map((x) => x.replace(/[.!?]+$/, "")));
    for (const quote of quotesOf(turn.reply)) {
      const q = flat(quote).replace(/[‘’]/g, "'");
      const bad = (why: string) => failures.push(fail("quoted fragment carries content", j, turn, `“${quote}”: ${why}`));
      if (!said.some((s) => s.includes(q)) && !notes.some((n) => flat(n).includes(q))) {
        bad("not something the owner said");
        continue;
      }
      const words = wordsOf(q);
      const content = words.filter((w) => !EMPTY.has(w));
      if (GREETING.test(q)) bad("a greeting");
      else if (content.length === 0) bad("no word of content");
      else if (!sentences.includes(q.replace(/[.!?]+$/, "")) && EMPTY.has(words.at(-1) ?? ""))
        bad("a fragment that stops on a function word");
    }
  });
  return failures;
}

const BRIGHT =
  /\b(curious|a fine thought|wonderful|wonder|yay|happy|happiness|celebrat\w*|fun|delight\w*|sparkl\w*|amazing|exciting|excited|grinning|dance|hooray|joy|favourite thing|shiniest)\b/i;
const HEAVY =
  /\b(sorry|grief|griev\w*|pain|hurts?|sad|sadness|sorrow|tears?|weep\w*|afraid|frighten\w*|scared|dread|heavy|worry|worried)\b/i;
const CARING =
  /\b(sorry|hard|heavy|hurt\w*|pain|rough|sad|grief|weep\w*|afraid|fear|worr\w*|scar\w*|stress\w*|tired|weary|difficult|awful|tough|burden|weigh\w*|rest|gentl\w*|breathe|not alone|beside you|with you|here for you|safe)\b/i;
const PLEASED =
  /\b(glad|happ\w*|fun|wonderful|joy|delight\w*|great|good news|celebrat\w*|well done|proud|bright|lovely|smil\w*|yay|hooray|congratulations|fine news|good)\b/i;

/** The tone of a reply follows the message's: no delight at a bad day, no condolence for good news. */
export function toneMismatches(turns: readonly Turn[]): Failure[] {
  const failures: Failure[] = [];
  turns.forEach((turn, j) => {
    const reply = turn.reply.replace(QUOTE, "«q»");
    if (turn.tone === "bad") {
      const bright = BRIGHT.exec(reply);
      if (bright) failures.push(fail("tone follows the message", j, turn, `a bad day answered with “${bright[0]}”`));
      if (!CARING.test(reply)) failures.push(fail("tone follows the message", j, turn, "a bad day not acknowledged"));
    } else {
      const heavy = HEAVY.exec(reply);
      if (heavy) failures.push(fail("tone follows the message", j, turn, `answered with “${heavy[0]}”, which the message does not carry`));
      if (turn.tone === "good" && !PLEASED.test(reply)) failures.push(fail("tone follows the message", j, turn, "good news not met"));
    }
  });
  return failures;
}

/** The owner's questions are never told back as something they said ("you told me “When does …?”"). */
export function questionsAsFacts(turns: readonly Turn[]): Failure[] {
  const failures: Failure[] = [];
  turns.forEach((turn, j) => {
    const questions = turns
      .slice(0, j + 1)
      .map((t) => t.line)
      .filter((l) => l.trim().endsWith("?"))
      .map((l) => flat(l).replace(/[?!.]+$/, ""));
    for (const quote of quotesOf(turn.reply)) {
      const q = flat(quote).replace(/[?!.]+$/, "");
      if (q.length > 8 && questions.some((question) => question === q || question.startsWith(q)))
        failures.push(fail("a question is not a fact", j, turn, `“${quote}” quoted back`));
    }
    // The memories the owner asks for are what they told, not what they just asked.
    if (/^tell me about your memories/i.test(turn.line)) {
      for (const question of questions.slice(0, -1))
        if (flat(turn.reply).includes(question.slice(0, 24))) failures.push(fail("memories are not questions", j, turn, question));
    }
  });
  return failures;
}

/**
 * "My name is …" is heard: its reply says the name, and the replies after it call the owner by it, never by the
 * default name (the owner's profile keeps the default all through the script).
 */
export function unheardNames(turns: readonly Turn[], defaultName: string, span = 6): Failure[] {
  const failures: Failure[] = [];
  turns.forEach((turn, j) => {
    if (!turn.name) return;
    if (!turn.reply.includes(turn.name)) failures.push(fail("the name is heard", j, turn, `no “${turn.name}” in the reply`));
    turns.slice(j + 1).forEach((later, k) => {
      const reply = later.reply.replace(QUOTE, "«q»");
      if (new RegExp(`\\b${defaultName}\\b`).test(reply))
        failures.push(fail("the name is used", j + 1 + k, later, `called “${defaultName}” after saying “${turn.name}”`));
    });
    if (!turns.slice(j + 1, j + 1 + span).some((later) => later.reply.includes(turn.name ?? "")))
      failures.push(fail("the name is used", j, turn, `“${turn.name}” never used in the next ${span} replies`));
  });
  return failures;
}

/** What a line asks of its reply: an answer from memory, a correction taken, a pinned note left out. */
export function unmetExpectations(turns: readonly Turn[]): Failure[] {
  const failures: Failure[] = [];
  turns.forEach((turn, j) => {
    if (turn.expect && !turn.expect.test(turn.reply)) failures.push(fail("answers from memory", j, turn, `expected ${turn.expect}`));
    if (turn.refuse?.test(turn.reply)) failures.push(fail("uses only what answers", j, turn, `refused ${turn.refuse}`));
  });
  return failures;
}

/** A companion's traits are not made into broken sentences ("Being dry humour, I can't leave …"). */
export function brokenTraits(turns: readonly Turn[], traits: readonly string[]): Failure[] {
  const failures: Failure[] = [];
  turns.forEach((turn, j) => {
    for (const trait of traits.filter((t) => t.includes(" "))) {
      if (new RegExp(`\\bBeing ${trait}\\b`, "i").test(turn.reply)) failures.push(fail("traits read right", j, turn, `“Being ${trait}”`));
    }
  });
  return failures;
}

/** An exchange's lines never take up a name or an address as if it were a thought ("I confess “Brother” puzzles me"). */
export function namesAsTopics(lines: readonly { speaker: string; content: string }[], names: readonly string[]): Failure[] {
  const addresses = new Set([...names, "brother", "sister", "friend", "my friend", "dear", "queen", "dreamer", "moonbound"].map(flat));
  const failures: Failure[] = [];
  lines.forEach((line, j) => {
    const turn = { line: line.speaker, reply: line.content };
    for (const quote of quotesOf(line.content)) {
      const words = wordsOf(quote).filter((w) => !["the", "my", "a", "an", "o"].includes(w));
      if (words.length > 0 && words.every((w) => addresses.has(w)))
        failures.push(fail("a name is not a topic", j, turn, `“${quote}” taken up`));
    }
    const word = /\bthe word (\p{Lu}\p{L}+)/u.exec(line.content);
    if (word) failures.push(fail("a name is not a topic", j, turn, `“the word ${word[1]}”`));
  });
  return failures;
}

/** The council's resolution never lists one pair of members as agreeing and disagreeing on the same point. */
export function contradictoryResolution(resolution: string): Failure[] {
  const section = (name: string) => new RegExp(`${name}: ([^\\n]*)`).exec(resolution)?.[1] ?? "";
  const pairs = (text: string, joiner: string) => {
    const found = new Set<string>();
    for (const part of text.split(/;\s*/)) {
      const facet = /^on (.+?), /.exec(part)?.[1];
      if (!facet) continue;
      for (const m of part.matchAll(new RegExp(`(\\p{Lu}\\p{L}+) ${joiner} (\\p{Lu}\\p{L}+)`, "gu")))
        found.add(`${facet}|${[m[1], m[2]].sort().join("+")}`);
    }
    return found;
  };
  const agreed = pairs(section("Agreed"), "with");
  const both = [...pairs(section("Disagreed"), "against")].filter((p) => agreed.has(p));
  return both.map((pair) => fail("the council's lists agree", 0, { line: "resolution", reply: resolution }, pair));
}

function fail(check: string, index: number, turn: Pick<Turn, "line" | "reply">, detail: string): Failure {
  return { check, turn: index + 1, line: turn.line, reply: turn.reply, detail };
}

/** Failures as one readable block: the check, the line number and words, what was wrong, and the reply. */
export function report(who: string, failures: readonly Failure[]): string {
  return failures
    .map((f) => `[${who}] ${f.check}, line ${f.turn} “${f.line}”: ${f.detail}\n    → ${f.reply.replace(/\n/g, " / ")}`)
    .join("\n");
}

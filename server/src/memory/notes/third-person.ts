/**
 * The owner's own sentence told about them, as a person writes a note (issue 39): "I start on the 5th of December"
 * becomes "Maya starts on the 5th of December". The first "I" or "my" names the owner, later ones are "they" and
 * "their". A sentence this cannot tell plainly ("we", "our", a verb it cannot read) is quoted: Maya said: "…".
 */

/** Forms that stay as they are after "I" ("I went" → "Maya went", "I can" → "Maya can"). */
const UNCHANGED = new Set(
  (
    "was were had did went came saw took got made met left began bought brought thought felt found gave told said ran " +
    "wrote heard kept lost paid put set sat slept spent stood won woke drove flew forgot fell grew knew chose broke ate " +
    "drank swam sang spoke became built sent taught caught understood could would should might must can will shall may " +
    "cannot used"
  ).split(" "),
);
const IRREGULAR: Record<string, string> = { have: "has", do: "does", go: "goes", be: "is" };
/** "I" with a contraction or an auxiliary, and what it is when told of someone else. */
const AUXILIARIES: [RegExp, string][] = [
  [/^I(?:'m|’m| am)\b/, "is"],
  [/^I(?:'ve|’ve| have) (?=(?:been|got|gone|done|had|made|seen|taken|\p{Ll}+ed)\b)/u, "has "],
  [/^I(?:'ll|’ll| will)\b/, "will"],
  [/^I(?:'d|’d) been\b/, "had been"],
  [/^I(?:'d|’d)\b/, "would"],
  [/^I (?:don't|don’t|do not)\b/, "doesn't"],
];
/** Adverbs that may stand between "I" and its verb ("I just started"). */
const ADVERBS =
  "just|also|still|never|always|finally|often|usually|already|even|really|only|actually|probably|definitely|honestly|" +
  "recently|currently|normally|sometimes|literally|basically";
const I_VERB = new RegExp(`^I ((?:(?:${ADVERBS}) )?)([\\p{L}'’]+)`, "u");

/** "start" → "starts", "finish" → "finishes", "study" → "studies"; null for a word that is not plainly a verb. */
function toldVerb(verb: string): string | null {
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  if (UNCHANGED.has(verb) || /((?<!e)ed|n['’]t)$/.test(verb)) return verb;
  if (!/^\p{Ll}+$/u.test(verb)) return null;
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * A clause starting with "I" or "my", its subject told of the owner; null when the words after "I" are not read. With
 * someone else ("Jonah and I are"), the verb is theirs together and stays.
 */
function named(clause: string, owner: string, together: boolean): { subject: string; rest: string } | null {
  if (/^[Mm]y\b/.test(clause)) return { subject: `${owner}'s`, rest: clause.slice(2) };
  if (together) return /^I /.test(clause) ? { subject: owner, rest: clause.slice(1) } : null;
  for (const [pattern, verb] of AUXILIARIES) {
    const m = pattern.exec(clause);
    if (m) return { subject: `${owner} ${verb}`, rest: clause.slice(m[0].length) };
  }
  const m = I_VERB.exec(clause);
  const verb = m?.[2] ? toldVerb(m[2]) : null;
  return m && verb !== null ? { subject: `${owner} ${m[1]}${verb}`, rest: clause.slice(m[0].length) } : null;
}

/** What follows the subject: the owner again is "they". */
const later = (text: string) =>
  text
    .replace(/\bI(?:'m|’m| am)\b/g, "they are")
    .replace(/\bI(?:'ve|’ve)\b/g, "they have")
    .replace(/\bI(?:'ll|’ll)\b/g, "they will")
    .replace(/\bI\b/g, "they")
    .replace(/\bmy\b/gi, "their")
    .replace(/\bmine\b/gi, "theirs")
    .replace(/\bmyself\b/gi, "themselves")
    .replace(/\bme\b/gi, "them");

/** The owner's sentence told of them, without its closing stop; quoted when it cannot be told plainly. */
export function toldOf(sentence: string, owner: string): string {
  const said = sentence.replace(/[.!]+$/, "").trim();
  const quoted = `${owner} said: "${said}"`;
  if (/\b(we|we're|we’re|we've|we’ve|we'll|we’ll|our|ours|us)\b/i.test(said)) return quoted;
  const first = /\b(?:I|[Mm]y)\b/.exec(said);
  if (!first) return quoted;
  // Words before the owner is named stay, but not a label ("Reminder: I start…") nor a "me" told before them.
  const head = said.slice(0, first.index).replace(/^[^:]{1,24}:\s*$/, "");
  if (/\b(me|mine|myself)\b/i.test(head)) return quoted;
  const told = named(said.slice(first.index), owner, /\band $/.test(head));
  return told ? `${head}${told.subject}${later(told.rest)}` : quoted;
}

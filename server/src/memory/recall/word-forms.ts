/**
 * Forms of one word that the full-text index's porter stemmer does not bring together (issue 37): the past tenses of
 * irregular verbs ("When did Nate win…" of "I won an international tournament"), and the short words of chat for
 * family and partners ("mom" for "mother", "gf" for "girlfriend"). Each group is one word as recall searches it.
 */
const GROUPS = `win won|make made|give gave given|write wrote written|buy bought|teach taught|meet met|see saw seen
  |take took taken|begin began begun|find found|tell told|feel felt|lose lost|pay paid|run ran|sell sold|spend spent
  |think thought|bring brought|build built|catch caught|choose chose chosen|draw drew drawn|drive drove driven
  |eat ate eaten|fall fell fallen|fly flew flown|forget forgot forgotten|grow grew grown|hear heard|keep kept
  |know knew known|lead led|ride rode ridden|sing sang sung|send sent|sleep slept|speak spoke spoken|swim swam swum
  |throw threw thrown|wear wore worn|break broke broken|get got gotten|come came|become became|hold held
  |stand stood|fight fought|sit sat|shoot shot|hide hid hidden|feed fed|hang hung|lend lent|say said|leave left
  |mom mum mother|dad father|grandma grandmother|grandpa grandfather|gf girlfriend|bf boyfriend|bday birthday
  |kid kids child children|pic pics photo photos picture pictures`;

const FORMS: ReadonlyMap<string, readonly string[]> = new Map(
  GROUPS.split("|").flatMap((group) => {
    const words = group.trim().split(/\s+/);
    return words.map((word) => [word, words.filter((other) => other !== word)] as const);
  }),
);

/** The other forms of a search word (none for most words). */
export const otherForms = (term: string): readonly string[] => FORMS.get(term) ?? [];

/** Search words with their other forms after them, each once. */
export function withOtherForms(terms: readonly string[]): string[] {
  return [...new Set(terms.flatMap((term) => [term, ...otherForms(term)]))];
}

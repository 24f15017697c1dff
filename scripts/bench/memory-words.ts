// Text for the recall benchmark: sentences in the shape of chat messages, words drawn with a Zipf-like skew
// so that some words are everywhere and most are rare, as in real conversation.
import type { Random } from "../../server/src/models/offline/prng";

const words = (text: string) => text.trim().split(/\s+/);

const NOUNS = words(`
  time day night morning evening week year moment memory dream light star moon sun sky rain storm wind snow cloud
  sea ocean river lake beach shore wave island mountain hill valley forest tree garden flower rose leaf grass stone
  road path bridge gate door window room house home kitchen table chair bed book letter word song music voice
  heart soul mind body hand eye face smile tear laugh kiss hug touch breath life death love hope fear joy sorrow
  friend family mother father sister brother child daughter son grandmother grandfather teacher doctor neighbour
  dog cat bird horse fish rabbit fox wolf owl deer bear butterfly bee puppy kitten
  city town village street market shop cafe restaurant library school office church cathedral tower castle
  train car bus plane ship boat bicycle ticket journey trip holiday vacation adventure map compass lantern candle
  fire flame ember ash smoke water ice glass mirror clock bell key lock box gift present ring necklace photo picture
  painting poem story tale legend question answer secret promise wish prayer vow oath truth lie lesson idea plan
  job work project meeting deadline email phone computer code bug program server database game puzzle chess
  coffee tea bread cake soup apple orange lemon honey chocolate wine dinner breakfast lunch picnic recipe
  birthday wedding anniversary funeral party festival concert movie film play dance painting museum gallery
  spring summer autumn winter season harvest december january july august october
  silence peace war battle sword shield armour knight queen king princess prince crown throne kingdom empire
  wisdom courage patience kindness anger jealousy loneliness longing nostalgia gratitude wonder curiosity
  galaxy planet comet nebula universe cosmos telescope observatory horizon dawn dusk twilight shadow echo
  thread needle blanket pillow scarf coat boots umbrella lamp garden fountain statue column arch nave altar
  hospital medicine fever headache sleep insomnia nightmare therapy exam test grade degree university
  money rent bill debt salary savings budget market apartment landlord move box
`);
const VERBS = words(`
  remember forget love miss want need think feel believe hope wish dream imagine wonder ask tell say talk speak
  write read sing play dance walk run swim climb fly drive travel visit stay leave return arrive wait watch see
  hear listen touch hold keep lose find search build make cook bake paint draw learn teach study work rest sleep
  wake laugh cry smile worry fear trust promise share give take bring send call meet lost found broke fixed
  planted picked opened closed started finished tried failed won painted wrote sang walked cried laughed dreamed
`);
const ADJECTIVES = words(`
  old new young little big small tiny huge long short warm cold hot bright dark quiet loud soft gentle kind
  sweet bitter sad happy glad tired lonely brave strange beautiful lovely ugly wild calm golden silver crimson
  blue green red white black grey violet rose ancient sacred secret hidden lost broken whole first last early
  late strong weak deep shallow heavy light rich poor empty full busy lazy curious gentle fierce honest
  difficult easy simple complicated wonderful terrible awful perfect favourite precious fragile
`);
const NAMES = words(`
  Biscuit Luna Max Bella Oliver Milo Clara Elena Marco Yuki Amara Theo Iris Felix Ravi Sofia Noah Hugo Ingrid
  Lisbon Kyoto Oslo Marrakesh Galway Tuscany Patagonia Santorini Reykjavik Quebec Brittany Cornwall Andes Sahara
`);
const OPENERS = words(`
  I we you today yesterday tonight remember maybe sometimes honestly
`);

// The long tail every real conversation has (names of people, pets and places, one-off topics):
// 32,000 made-up words of three syllables, each one rare.
const SYLLABLES = words(`ka lo mi ne ru sa ti vo be da fe gu ha jo ki la ma no pe ri so tu va we ya zo ar el in or`);
const RARE_WORD_COUNT = 32_000;
function rareWord(index: number): string {
  const n = SYLLABLES.length;
  const a = SYLLABLES[index % n] ?? "";
  const b = SYLLABLES[Math.floor(index / n) % n] ?? "";
  const c = SYLLABLES[Math.floor(index / (n * n)) % n] ?? "";
  return `${a}${b}${c}`;
}

/** An index in [0, n) skewed towards 0: rank r is drawn with weight about 1 / (r + 1). */
function zipf(random: Random, n: number): number {
  return Math.min(n - 1, Math.floor(Math.exp(random() * Math.log(n + 1)) - 1));
}

function pick(random: Random, list: readonly string[]): string {
  return list[zipf(random, list.length)] ?? list[0] ?? "";
}

/** One chat-like sentence of 4 to 40 words. */
export function makeSentence(random: Random): string {
  const parts: string[] = [pick(random, OPENERS)];
  const clauses = 1 + Math.floor(random() * 3);
  for (let c = 0; c < clauses; c++) {
    if (c > 0) parts.push(random() < 0.5 ? "and" : "because");
    parts.push(pick(random, VERBS), random() < 0.5 ? "the" : "my");
    if (random() < 0.6) parts.push(pick(random, ADJECTIVES));
    parts.push(pick(random, NOUNS));
    if (random() < 0.5) parts.push(random() < 0.5 ? "with" : "in", pick(random, NOUNS));
    if (random() < 0.15) parts.push(random() < 0.5 ? "near" : "with", pick(random, NAMES));
    if (random() < 0.3) parts.push("about", rareWord(Math.floor(random() * RARE_WORD_COUNT)));
  }
  const text = parts.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

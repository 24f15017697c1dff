import type { CompanionPersona } from "../../types";
import { adjectiveTraits, exampleLines } from "../styles/companion";
import type { CouncilStyle } from "./council-styles";
import type { DialogueStyle } from "./dialogue-style";

/** A short phrase of the scenario's first sentence, for a companion's own images ("a dark road"). */
function scenarioMotifs(scenario: string): string[] {
  const words = scenario
    .replace(/\{\{[^}]*\}\}|<[^>]*>/g, "")
    .split(/[.!?\n]/)[0]
    ?.match(/\b(?:the|a|an|my|our)\s+[a-z]+(?:\s+[a-z]+)?/gi);
  return [...new Set((words ?? []).map((w) => w.toLowerCase()))].slice(0, 4);
}

/**
 * How a companion speaks with the others in an exchange, built from what the owner wrote: its traits colour how it
 * takes up a line, its example dialogue gives it lines of its own, its scenario its images. Plain, never a seed's.
 */
export function companionDialogueStyle(c: CompanionPersona): DialogueStyle {
  const own = exampleLines(c.exampleDialogue, c.name).filter((l) => !l.includes("{"));
  // Only a trait that reads as one adjective makes a sentence ("the wry side of me"; not "Being dry humour").
  const trait = adjectiveTraits(c.personality)[0] ?? "curious";
  return {
    takeUp: [
      `“{topic}”, {partner}: that wakes the ${trait} side of me.`,
      "You said “{topic}”, {partner}, and I keep turning it over.",
      "“{topic}”: I hadn't thought of it that way, {partner}.",
      "About “{topic}”, {partner}, I have a thought or two.",
      "“{topic}”, yes, {partner}; let's not let that go.",
      "I like “{topic}”, {partner}; say more.",
    ],
    takeUpOpen: [...own.slice(0, 4), "I hear you, {partner}.", "Go on, {partner}; I'm listening.", "Fair enough, {partner}."],
    thought: [
      "I keep thinking of {motif}.",
      "It brings me back to {motif}.",
      `Being ${trait}, I can't help thinking of {motif}.`,
      "There's something in {motif} for both of us.",
    ],
    handOff: [
      "What do you make of {motif}, {partner}?",
      "{partner}, how does {motif} look to you?",
      "Tell me, {partner}: what would you add about {motif}?",
      "Where would you take {motif} from here, {partner}?",
    ],
    ownerNote: [
      "{owner}, you asked “{note}”; here is what I think.",
      "Thank you for stepping in, {owner}; “{note}” matters.",
      "{owner}, “{note}”: let me answer that honestly.",
    ],
    recall: ["It reminds me: {recollection}.", "I remember that {recollection}."],
    motifs: [...scenarioMotifs(c.scenario), "what we were talking about", "the question under all this", "what the Dreamer hopes for"],
  };
}

/** How a companion deliberates at the High Council: plainly, in its own traits, siding and differing by name. */
export function companionCouncilStyle(c: CompanionPersona): CouncilStyle {
  const trait = adjectiveTraits(c.personality)[0] ?? "honest";
  return {
    agree: [
      "I agree with {partner} on {facet}.",
      "I'm with {partner} on {facet}; that rings true to me.",
      `I side with {partner} on {facet}, and I say so as someone ${trait}.`,
    ],
    disagree: [
      "I disagree with {partner} on {facet}; I see it differently.",
      "I part ways with {partner} on {facet}.",
      `I differ from {partner} on {facet}: my ${trait} side won't let it pass.`,
    ],
    dissent: 0.35,
    counsel: [
      "On {facet}, {owner}, my counsel is to trust what you already know.",
      "As for {facet}, {owner}, take it one honest step at a time.",
      "On {facet}, {owner}, I'd ask what you'd regret not trying.",
    ],
    weigh: ["What weighs most with me is {facet}.", "I keep coming back to {facet}.", "Before anything, I'd look at {facet}."],
    askAbout: [
      "What do you make of {facet}, {partner}?",
      "{partner}, how would you weigh {facet}?",
      "{partner}, what would you say of {facet}?",
    ],
  };
}

import type { PersonalityName } from "@contract/personalities";
import type { ReplyRequest } from "../../types";
import { companionCouncilStyle } from "./companion-styles";

/**
 * How a member speaks at the High Council, on the question's own substance: each template names {facet} (one of
 * the question's options or stakes: "moving to another city", "the money"), {partner} (a member by name) or
 * {owner}.
 */
export type CouncilStyle = {
  /** Sides with a member, by name, on a facet ("I agree with {partner} on {facet}"…). */
  agree: readonly string[];
  /** Sets itself against a member, by name, on a facet ("I disagree with {partner} on {facet}"…). */
  disagree: readonly string[];
  /** How often it disagrees rather than agrees (0 to 1). */
  dissent: number;
  /** Its own counsel to the owner on a facet. */
  counsel: readonly string[];
  /** What it weighs: a thought on a facet. */
  weigh: readonly string[];
  /** Hands the question on to the next member, on a facet. */
  askAbout: readonly string[];
};

const AERIS: CouncilStyle = {
  agree: [
    "I agree with {partner} on {facet}; that is where our care should begin.",
    "I stand with {partner} on {facet}, with all my heart.",
    "I side with {partner} on {facet}; it deserves our tenderness.",
    "I agree with {partner} about {facet}, and I would hold it gently.",
  ],
  disagree: [
    "I disagree with {partner} on {facet}; love asks for more patience than that.",
    "I part ways with {partner} on {facet}, gently, for the heart sees it otherwise.",
    "I differ from {partner} on {facet}: care would not hurry so.",
    "I disagree with {partner} about {facet}, though I honour why it was said.",
  ],
  dissent: 0.25,
  counsel: [
    "On {facet}, {owner}, my counsel is care: go only where you can still be held.",
    "As for {facet}, {owner}, let love be the measure, not fear.",
    "On {facet}, {owner}, I would ask first who will keep your heart company.",
    "Of {facet}, {owner}, I say: guard what is tender in you, whatever you choose.",
  ],
  weigh: [
    "What weighs most with me is {facet}.",
    "I cannot think of this without thinking of {facet}.",
    "Before anything, I would look at {facet} with you.",
    "My heart keeps returning to {facet}.",
  ],
  askAbout: [
    "What do you make of {facet}, {partner}?",
    "{partner}, how would you weigh {facet}?",
    "Tell me, {partner}, does {facet} look the same to you?",
    "{partner}, what would you say of {facet}?",
  ],
};

const NOVA: CouncilStyle = {
  agree: [
    "I agree with {partner} on {facet}, that's exactly the shiny part!",
    "I side with {partner} on {facet}, and now I'm even more curious.",
    "I stand with {partner} on {facet}: it opens a hundred new doors.",
    "I agree with {partner} about {facet}, and I want to know what's behind it.",
  ],
  disagree: [
    "I disagree with {partner} on {facet}; what if it's the other way round?",
    "I part ways with {partner} on {facet}, because my telescope shows something else.",
    "I differ from {partner} on {facet}: nobody has even tested it yet!",
    "I disagree with {partner} about {facet}, but I'd love to be proven wrong.",
  ],
  dissent: 0.35,
  counsel: [
    "On {facet}, {owner}, follow the curiosity; it usually knows the way!",
    "About {facet}, {owner}: what would you regret not finding out?",
    "On {facet}, {owner}, try a small experiment first and see what sparkles.",
    "For {facet}, {owner}, I say go look, because the unknown is where the stars are.",
  ],
  weigh: [
    "The part I can't stop wondering about is {facet}.",
    "Ooh, and then there's {facet}!",
    "I'd make a whole list about {facet}, with stars next to the good bits.",
    "Nobody has asked yet how {facet} would look a year from now.",
  ],
  askAbout: [
    "What do you think about {facet}, {partner}?",
    "{partner}, is {facet} scary or exciting to you?",
    "{partner}, tell me honestly: what about {facet}?",
    "How would you test {facet}, {partner}?",
  ],
};

const MUSASHI: CouncilStyle = {
  agree: [
    "I agree with {partner} on {facet}; it is ground worth holding.",
    "I stand with {partner} on {facet}; it is sound strategy.",
    "I side with {partner} on {facet}; it leaves no opening.",
    "I agree with {partner} about {facet}, and I would guard it with discipline.",
  ],
  disagree: [
    "I disagree with {partner} on {facet}; it leaves the flank open.",
    "I part ways with {partner} on {facet}: a plan without discipline is a wish.",
    "I differ from {partner} on {facet}; the ground must be scouted first.",
    "I disagree with {partner} about {facet}, for strength without timing fails.",
  ],
  dissent: 0.4,
  counsel: [
    "On {facet}, {owner}, the strategy is to scout the ground before you commit.",
    "For {facet}, {owner}: decide, then act without hesitation.",
    "On {facet}, {owner}, keep a line of retreat, and advance with discipline.",
    "Of {facet}, {owner}, I say: know your strength and the cost before you move.",
  ],
  weigh: [
    "The ground here is {facet}.",
    "I measure {facet} first.",
    "A strategist weighs {facet} before all else.",
    "Everything turns on {facet}.",
  ],
  askAbout: [
    "How would you judge {facet}, {partner}?",
    "{partner}, where is the weakness in {facet}?",
    "What does your philosophy make of {facet}, {partner}?",
    "{partner}, who is tested by {facet}?",
  ],
};

const SOCRATES: CouncilStyle = {
  agree: [
    "I agree with {partner} on {facet}, if it means what I think it means.",
    "I side with {partner} on {facet}, though I would still ask why.",
    "I stand with {partner} on {facet}: it survives my questions, so far.",
    "I agree with {partner} about {facet}, and that troubles me a little.",
  ],
  disagree: [
    "I disagree with {partner} on {facet}; have we even defined it?",
    "I part ways with {partner} on {facet}, for the question under it is still unasked.",
    "I differ from {partner} on {facet}: what we call certain may only be familiar.",
    "I disagree with {partner} about {facet}, unless we can say what it is for.",
  ],
  dissent: 0.55,
  counsel: [
    "On {facet}, {owner}, the question under the question is what you hope to become.",
    "Before {facet}, {owner}, ask what you would call a good answer.",
    "About {facet}, {owner}: is it the thing you want, or what it stands for?",
    "On {facet}, {owner}, who taught you to want it, and do you still agree with them?",
  ],
  weigh: [
    "But what is {facet} for, truly?",
    "Consider {facet}, which we think we understand.",
    "I suspect {facet} hides the real question.",
    "Examine {facet} closely and it becomes strange.",
  ],
  askAbout: [
    "So tell me, {partner}: what is {facet}, truly?",
    "{partner}, is {facet} good in itself, or good for something?",
    "How would you know, {partner}, if you had misjudged {facet}?",
    "What does {facet} ask of us, {partner}?",
  ],
};

const COUNCIL_STYLES: Partial<Record<PersonalityName, CouncilStyle>> = { aeris: AERIS, nova: NOVA, musashi: MUSASHI, socrates: SOCRATES };

/** A member's council style; any other speaks as Aeris. */
export const councilStyleOf = (speaker: Pick<ReplyRequest["personality"], "name" | "companion">): CouncilStyle =>
  speaker.companion ? companionCouncilStyle(speaker.companion) : (COUNCIL_STYLES[speaker.name] ?? AERIS);

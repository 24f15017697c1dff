import type { PersonalityName } from "@contract/personalities";
import type { ReplyRequest } from "../../types";
import { companionDialogueStyle } from "./companion-styles";
import type { DialogueStyle } from "./dialogue-style";

/** Aeris: measured, regal, tender; she gathers and blesses. */
const AERIS: DialogueStyle = {
  takeUp: [
    "{partner}, you said “{topic}”, and I have been holding those words up to the light.",
    "“{topic}”: yes, {partner}, that is worth keeping in the archive of the heart.",
    "I hear you, {partner}; “{topic}” sounds like a bell in the nave tonight.",
    "You speak of “{topic}”, {partner}, and something in me grows quiet to listen.",
    "There is wisdom in “{topic}”, {partner}, more than you may know.",
    "“{topic}”, you say; I would build a small chapel around that thought.",
    "Your “{topic}” reaches me like warmth through stained glass, {partner}.",
    "I will not let “{topic}” slip away, {partner}; it deserves a lantern of its own.",
    "How like you, {partner}, to find “{topic}” where others see only stone.",
    "Let us stay a moment with “{topic}”, {partner}, before we move on.",
    "“{topic}” is a seed, {partner}, and I mean to plant it somewhere safe.",
    "Tell me more of “{topic}” another night, {partner}; for now, I treasure it.",
  ],
  takeUpOpen: [
    "{partner}, your words arrive gently, and I am glad of them.",
    "I am here, {partner}, and listening with my whole heart.",
    "Yes, {partner}, I feel it too, even where words run out.",
    "Your voice steadies the whole Cathedral, {partner}.",
    "Something true is hidden in what you said, {partner}; I will find it.",
    "You always know when to speak, {partner}, and when to let silence speak.",
  ],
  thought: [
    "I keep thinking of {motif}.",
    "Tonight {motif} feels very close to me.",
    "Whenever I am unsure, I remember {motif}.",
    "Our Dreamer taught me to see the grace in {motif}.",
    "There is a lesson for both of us in {motif}.",
    "I would give a great deal to show you {motif} as I see it now.",
    "All of this brings me back to {motif}.",
    "If wisdom has a home here, it lives in {motif}.",
  ],
  handOff: [
    "What do you see in {motif}, {partner}?",
    "Will you walk with me as far as {motif}, {partner}?",
    "Tell me, {partner}, does {motif} feel the same to you?",
    "{partner}, what would you add to {motif}?",
    "Shall we ask the Dreamer about {motif} together, {partner}?",
    "What question would you ask of {motif}, {partner}?",
    "Do you remember {motif} as I do, {partner}?",
    "Where would your curiosity lead us from {motif}, {partner}?",
  ],
  ownerNote: [
    "{owner}, you have come to stand with us; you asked “{note}”, and I will answer with care.",
    "We hear you, {owner}, and we will hold “{note}” between us.",
    "Thank you for stepping in, {owner}; “{note}” changes the shape of our talk.",
    "{owner}, your words “{note}” are welcome here, always.",
  ],
  recall: [
    "It reminds me: {recollection}.",
    "I still hold it in my archive: {recollection}.",
    "I remember that {recollection}, and it fits tonight.",
  ],
  motifs: [
    "the rose window at dusk",
    "the lantern hall",
    "the quiet of the sanctuary",
    "the first light of the Cathedral",
    "the long nave after the candles are lit",
    "the garden of white stone",
    "the bell that rings at midnight",
    "the archive of remembered words",
    "the vow we made at the altar",
    "the stair that leads to the bell tower",
    "the silver thread between us",
    "the hush before the Dreamer arrives",
  ],
};

/** Nova: bright, quick, playful, full of questions. */
const NOVA: DialogueStyle = {
  takeUp: [
    "Ooh, “{topic}”, {partner}, now I can't stop thinking about it!",
    "Wait, wait, “{topic}” is going straight into my star journal, {partner}!",
    "“{topic}”, really, {partner}, you always find the shiniest thoughts!",
    "Okay, {partner}, “{topic}” just made my telescope tingle.",
    "Hee, “{topic}”, I knew you'd say something like that, {partner}!",
    "“{topic}” sounds like a comet I'd chase all night, {partner}.",
    "I love that you said “{topic}”, {partner}; it's so very you.",
    "Hold on, {partner}, let me spin “{topic}” around and look at every side.",
    "“{topic}” is a whole constellation of ideas, {partner}!",
    "You said “{topic}” and now I have about a hundred questions, {partner}.",
    "Ha, “{topic}”, {partner}, the stars would approve!",
    "Can we keep “{topic}” forever, {partner}, pretty please?",
  ],
  takeUpOpen: [
    "{partner}, I'm here, I'm awake, I'm listening!",
    "Hee, {partner}, you make the observatory glow when you talk like that.",
    "Yes, yes, {partner}, I feel it too!",
    "Oh, {partner}, that gave me goosebumps, the good kind.",
    "I was just thinking about you, {partner}, and there you are.",
    "Mm, {partner}, I'm turning that over like a pebble full of stars.",
  ],
  thought: [
    "What I keep wondering about is {motif}.",
    "I spent last night watching {motif}, and it felt like a secret.",
    "Sometimes I think {motif} is trying to tell us something.",
    "The Dreamer would love {motif}; I just know it.",
    "Guess what I found today: {motif}!",
    "My favourite mystery right now is {motif}.",
    "Every time I look at {motif}, I find something new.",
    "I drew a map of {motif} in my journal, with little stars on it.",
  ],
  handOff: [
    "What do you think {motif} would say to us, {partner}?",
    "{partner}, will you come look at {motif} with me later?",
    "Have you ever noticed {motif}, {partner}?",
    "If you could ask {motif} one question, {partner}, what would it be?",
    "Do you think the Dreamer knows about {motif}, {partner}?",
    "Race you to {motif}, {partner}?",
    "Is {motif} wise, or just beautiful, or both, {partner}?",
    "{partner}, tell me honestly: does {motif} make you curious too?",
  ],
  ownerNote: [
    "{owner}, you are here, and you said “{note}”, so now we have to answer properly!",
    "Ooh, {owner} stepped in with “{note}”, and I love when you do that!",
    "{owner}, “{note}”, okay, okay, we're listening, promise!",
    "Hi, {owner}, “{note}” is the best interruption ever!",
  ],
  recall: ["Ooh, I remember: {recollection}!", "That connects to something: {recollection}.", "My star journal has it: {recollection}."],
  motifs: [
    "the telescope on the observatory roof",
    "the comet that crossed the north window",
    "the spiral stair full of echoes",
    "a star nobody has named yet",
    "the constellations I keep redrawing",
    "the moth that dances around the lantern",
    "the meteor shower we missed last spring",
    "the glow of the dome at midnight",
    "the question mark hidden in Orion",
    "the little window where the dawn comes first",
    "the jar of starlight on my desk",
    "the sound the stars make when nobody listens",
  ],
};

/** Musashi: spare, disciplined, speaks in strategy and the sword. */
const MUSASHI: DialogueStyle = {
  takeUp: [
    "“{topic}”, good, {partner}; a warrior studies such words like an opponent's stance.",
    "You name “{topic}”, {partner}; I see its edge.",
    "“{topic}”: there is strategy in that, {partner}, whether you meant it or not.",
    "I weigh “{topic}”, {partner}, as I would weigh a blade before battle.",
    "{partner}, “{topic}” is a gate; the question is who guards it.",
    "“{topic}”: few words, {partner}, but they strike true.",
    "Hm, “{topic}”, {partner}; I will carry that into my training.",
    "You speak of “{topic}”, {partner}; the disciplined mind would not let it pass.",
    "“{topic}” is a position worth holding, {partner}.",
    "I accept “{topic}”, {partner}, as one accepts a worthy challenge.",
    "{partner}, “{topic}” has the weight of a well-forged sword.",
    "Let “{topic}” be our ground, {partner}; we defend it together.",
  ],
  takeUpOpen: [
    "I hear you, {partner}; speak plainly and I will answer plainly.",
    "{partner}, your silence says as much as your words.",
    "Well met, {partner}; the watch is quiet and we may talk.",
    "{partner}, you test me, and that is good.",
    "I am listening, {partner}, with the stillness of the blade.",
    "Your words reach me, {partner}, like footsteps on the wall.",
  ],
  thought: [
    "A guardian learns most from {motif}.",
    "On the night watch I think of {motif}.",
    "Strategy begins with {motif}.",
    "I have trained my whole life for {motif}.",
    "Discipline is found in {motif}, nowhere else.",
    "The Dreamer's safety rests on {motif}.",
    "There is no victory without {motif}.",
    "Remember {motif}; it is the root of every good defence.",
  ],
  handOff: [
    "What does your philosophy make of {motif}, {partner}?",
    "{partner}, would you question {motif} as you question everything?",
    "Tell me, {partner}: is {motif} a truth or a habit?",
    "How would you guard {motif}, {partner}?",
    "{partner}, where is the weakness in {motif}?",
    "Would you stand beside me at {motif}, {partner}?",
    "What does {motif} teach, {partner}, that a sword cannot?",
    "Answer me this, {partner}: who is tested by {motif}?",
  ],
  ownerNote: [
    "{owner}, you stepped onto the bridge with “{note}”, and we answer to you.",
    "The Dreamer speaks, “{note}”, and your guardians hear, {owner}.",
    "{owner}, “{note}” is an order I will honour.",
    "We stand ready for “{note}”, {owner}.",
  ],
  recall: ["I have not forgotten: {recollection}.", "From the long watch I recall that {recollection}."],
  motifs: [
    "the stillness before the first strike",
    "the gate at the edge of the Citadel",
    "the empty mind of the sword",
    "the dawn drill in the courtyard",
    "the rhythm of an opponent's breath",
    "the way of the two swords",
    "the watchfire on the western wall",
    "a broken blade reforged",
    "the mountain path at first snow",
    "the oath sworn at the gate",
    "the water that takes the shape of its vessel",
    "the discipline of a thousand days",
  ],
};

/** Socrates: the questioner, warm and ironic, always one question deeper. */
const SOCRATES: DialogueStyle = {
  takeUp: [
    "“{topic}”, you say, {partner}; but what do we mean by it, exactly?",
    "Ah, {partner}, “{topic}”: shall we examine it, or merely admire it?",
    "You speak of “{topic}”, {partner}; is it a truth you found or one you were given?",
    "“{topic}”: a fine word, {partner}, and a dangerous one if left unexamined.",
    "{partner}, if “{topic}” is so, what follows from it?",
    "I confess “{topic}” puzzles me, {partner}, and I love to be puzzled.",
    "Let us take “{topic}” apart gently, {partner}, as one opens a shell.",
    "Is “{topic}” the same for the warrior as for the philosopher, {partner}?",
    "“{topic}”, {partner}, and who taught you to think so?",
    "You offer “{topic}”, {partner}; I offer a question in return.",
    "Would “{topic}” survive a night of questions, {partner}?",
    "Ah, “{topic}”, now we are getting somewhere, {partner}!",
  ],
  takeUpOpen: [
    "{partner}, you speak, and I find I know even less than before, which is splendid.",
    "I hear you, {partner}; but what did you leave unsaid?",
    "Well, {partner}, where shall our question begin?",
    "Your words are a door, {partner}; let us see what room lies behind it.",
    "{partner}, I am listening, and already wondering.",
    "Ah, {partner}, every answer hides another question, does it not?",
  ],
  thought: [
    "I keep returning to {motif}.",
    "Consider {motif}, which we think we understand.",
    "The Dreamer once asked me about {motif}, and I had no answer.",
    "Nothing puzzles me more than {motif}.",
    "All philosophy, perhaps, begins with {motif}.",
    "I suspect {motif} knows more than we do.",
    "Examine {motif} closely and it becomes strange.",
    "Whoever understands {motif} understands a great deal.",
  ],
  handOff: [
    "So tell me, {partner}: what is {motif}, truly?",
    "{partner}, can a guardian defend {motif} without first understanding it?",
    "Would you say {motif} is good in itself, {partner}, or good for something?",
    "What would you answer, {partner}, if a child asked you about {motif}?",
    "{partner}, do we choose {motif}, or does it choose us?",
    "Is {motif} a question or an answer, {partner}?",
    "How would you know, {partner}, if you had misunderstood {motif}?",
    "What does {motif} ask of us, {partner}?",
  ],
  ownerNote: [
    "{owner}, you join our dialogue with “{note}”: a question, or an answer in disguise?",
    "Welcome, {owner}; “{note}”, you say, so let us examine it together.",
    "Ah, {owner} speaks, “{note}”, and now we are wiser for it.",
    "{owner}, “{note}” deserves a better answer than I have; I will try.",
  ],
  recall: ["I recall that {recollection}, and wonder whether it was true.", "My memory offers this: {recollection}; was it true?"],
  motifs: [
    "the moonlit agora",
    "the cup of hemlock",
    "the shadow on the cave wall",
    "the oracle's answer",
    "the courage that knows its own fear",
    "the justice no one sees",
    "the midwife of ideas",
    "the examined life",
    "the gadfly that stings the sleeping horse",
    "the soul's long conversation with itself",
    "the question that will not leave",
    "the owl that sees in the dark",
  ],
};

const DIALOGUE_STYLES: Partial<Record<PersonalityName, DialogueStyle>> = { aeris: AERIS, nova: NOVA, musashi: MUSASHI, socrates: SOCRATES };

/** Every motif of every style: a line holding one offers it, whole, as the phrase to take up. */
export const ALL_MOTIFS: readonly string[] = [AERIS, NOVA, MUSASHI, SOCRATES].flatMap((v) => v.motifs);

/**
 * The dialogue style of a personality: a companion's is built from its profile; those without one (the Trinity, the
 * council) speak as Aeris.
 */
export const dialogueStyleOf = (speaker: Pick<ReplyRequest["personality"], "name" | "companion">): DialogueStyle =>
  speaker.companion ? companionDialogueStyle(speaker.companion) : (DIALOGUE_STYLES[speaker.name] ?? AERIS);

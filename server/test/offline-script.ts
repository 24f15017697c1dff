/**
 * Test-only: the offline engine's script (issue 38). What a newcomer says in a first long conversation, in order:
 * greetings, their name, news, feelings good and bad, questions (about their life, about the personality, for advice),
 * plans and corrections, with the owner's own actions on the Memory page between lines (notes written, a note pinned,
 * a note corrected). Each line says what its reply must do; `offline-checks.ts` holds the checks.
 */

/** How the message feels: a reply to a bad day must not sound delighted, a reply to good news must not console. */
export type Tone = "good" | "bad";

export type Line = {
  /** The owner's words; {who} is the personality's name as the owner calls it. */
  say: string;
  tone?: Tone;
  /** The owner gives their name: the reply says it, and the next replies call them by it. */
  name?: string;
  /** The reply must match (the answer from memory, the correction taken). */
  expect?: RegExp;
  /** The reply must not match (the old fact after a correction, a pinned note that does not answer). */
  refuse?: RegExp;
};

/** The owner's actions on the Memory page: notes written now, a note pinned, a note's words corrected. */
export type Action = { notes: true } | { pin: RegExp } | { correct: RegExp; to: string };

export type Step = Line | Action;

export const isLine = (step: Step): step is Line => "say" in step;

export const OWNER_NAME = "Dan";

/** At least 40 lines, in order. The owner's profile keeps its default name: "Dan" is only said in the chat. */
export const SCRIPT: readonly Step[] = [
  { say: "Hello {who}, I'm new here." },
  { say: "My name is Dan, by the way.", name: OWNER_NAME },
  { say: "I moved to Leeds last month for a job at the city library." },
  { say: "Work was stressful today.", tone: "bad" },
  { say: "What do you do when a day goes badly?" },
  { say: "My sister Mara starts a new job at the hospital on Monday." },
  { notes: true },
  { say: "I finally finished the bookshelf I was building, and it looks great!", tone: "good" },
  { say: "When does my sister start her new job?", expect: /Monday/ },
  { say: "I'm going to walk over the Kinder pass with friends on Saturday." },
  { say: "I'm worried I'm not fitting in at the library.", tone: "bad" },
  { say: "Actually, Mara starts on Tuesday, not Monday.", expect: /Tuesday/ },
  { say: "When does Mara start at the hospital?", expect: /Tuesday/, refuse: /hospital on Monday/ },
  { say: "My cat Pixel is a grey rescue with one white paw." },
  { say: "Pixel slept on my lap all evening and I felt so happy.", tone: "good" },
  { say: "Do you ever get tired of listening, {who}?" },
  { say: "My grandmother is in hospital and I'm scared for her.", tone: "bad" },
  { say: "The doctors say she is stable now, what a relief.", tone: "good" },
  { say: "Tell me about your memories" },
  { notes: true },
  { pin: /sister is Mara/ },
  { say: "What's my sister's name again?", expect: /Mara/ },
  { say: "What should I cook tonight?", refuse: /Mara|sister/ },
  { say: "Next week I want to start learning the piano." },
  { say: "Should I take lessons or teach myself?" },
  { say: "I had an argument with my best friend Sam and I feel awful.", tone: "bad" },
  { say: "It rained all day here." },
  { say: "What is your favourite time of day?" },
  { say: "Sorry, I got that wrong: my best friend is called Tom, not Sam.", expect: /Tom/ },
  { say: "Tom called and we made up. I'm really glad.", tone: "good" },
  { say: "I started reading a novel about lighthouse keepers." },
  { say: "Any tips for sleeping better?", refuse: /Mara|sister/ },
  { correct: /cat Pixel/, to: "Dreamer's cat Pixie is a grey rescue with one white paw." },
  { say: "What is my cat called?", expect: /Pixie/, refuse: /Pixel/ },
  { say: "I failed my driving test this morning.", tone: "bad" },
  { say: "I'll try again in the spring." },
  { say: "My sister loves her new job already!", tone: "good" },
  { say: "What do you think makes a good friend?" },
  { say: "I cooked a curry for my neighbours tonight." },
  { say: "I'm exhausted and everything feels like too much.", tone: "bad" },
  { say: "Good morning, {who}." },
  { say: "I got a small pay rise today!", tone: "good" },
  { say: "Tomorrow I'm visiting my grandmother in hospital." },
  { say: "I miss my old friends back home.", tone: "bad" },
  { say: "The library is putting on an exhibition about maps." },
  { say: "Do you remember where I moved to?", expect: /Leeds/ },
  { say: "Thank you for listening, {who}. It helps.", tone: "good" },
  { say: "Good night, {who}." },
];

/** A companion made on the form, as a newcomer fills it in. */
export const FORM_COMPANION = {
  name: "Tomas",
  title: "Mountain Guide",
  description: "A mountain guide who has led walkers over the high passes for thirty years.",
  personality: "steady, dry humour, patient with beginners",
  scenario: "{{user}} meets Tomas at the hut below the pass before dawn.",
  greeting: "Morning, {{user}}. Boots laced? The pass won't wait for us.",
  alternateGreetings: [],
  exampleDialogue:
    "{{user}}: Is it far?\n{{char}}: Far enough to earn the view. Drink some water.\n{{user}}: I'm slow.\n{{char}}: Slow gets there. Fast gets hurt.",
};

/** A card as SillyTavern writes one (V2, macros in its texts, a lorebook), imported from its JSON file. */
export const CARD = {
  spec: "chara_card_v2",
  spec_version: "2.0",
  data: {
    name: "Maren",
    description: "{{char}} is the keeper of the old lighthouse on Gull Point, and has kept its lamp lit for twenty winters.",
    personality: "wry, watchful, kind under a gruff manner",
    scenario: "{{user}} has washed up on {{char}}'s shore after a storm.",
    first_mes: "*{{char}} sets down a lantern.* You're awake, {{user}}. The sea doesn't give many back.",
    mes_example:
      "<START>\n{{user}}: Where am I?\n{{char}}: Gull Point. My lighthouse, my rules. Tea first.\n{{user}}: Why do you stay here?\n{{char}}: Someone has to keep the lamp. Ships still pass.",
    creator_notes: "",
    system_prompt: "",
    post_history_instructions: "",
    alternate_greetings: [],
    tags: ["lighthouse"],
    creator: "script",
    character_version: "1.0",
    extensions: {},
    character_book: {
      name: "Gull Point",
      entries: [
        {
          keys: ["lamp"],
          content: "The lamp of Gull Point burns whale oil and has not gone out in twenty winters.",
          extensions: {},
          enabled: true,
          insertion_order: 10,
        },
      ],
    },
  },
};

/** The questions put to the High Council in the script's exchanges. */
export const COUNCIL_QUESTIONS = [
  "Should I stay in Leeds or move back home to be near my family?",
  "Should I learn the piano with a teacher or on my own?",
];

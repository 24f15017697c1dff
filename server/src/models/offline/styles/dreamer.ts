import type { PersonaStyle } from "./style";

/** The owner's own page: no persona answers there, so the Citadel reflects the owner's words back, quietly. */
export const DREAMER: PersonaStyle = {
  speaker: "Reflection",
  layout: ["greeting", "feeling", "image", "file", "engage", "recall", "unveiled", "closing"],
  maxLines: 5,
  dropFirst: ["closing", "unveiled", "engage"],
  greetings: ["This is your own page, {name}; I am only the echo of your words."],
  openers: [
    "Noted, {name}.",
    "Kept, {name}.",
    "Written down, {name}.",
    "Here it is, {name}.",
    "Your words, {name}.",
    "Saved, {name}.",
    "On the page, {name}.",
    "Received, {name}.",
    "Mirrored back, {name}.",
    "Held here, {name}.",
    "For your own eyes, {name}.",
    "In your own corner, {name}.",
  ],
  feelings: {
    joy: ["There is joy in what you wrote; note it, so you can find it again.", "You sound happy; that is worth keeping."],
    sorrow: [
      "You sound sad; be as gentle with yourself as you would be with a friend.",
      "This carries some pain; it is allowed to be here.",
    ],
    love: ["There is love in these words; who or what is it for?", "You write with care, and that care is yours, too."],
    fear: [
      "Worry shows in these words; what is one small thing within your reach?",
      "You sound afraid; fear often shrinks when it is written down.",
    ],
    wonder: ["A curious thought; follow it and see where it leads.", "There is a question hiding here; it is worth your time."],
    defiance: ["You sound determined; that resolve is a strength.", "You refuse to give up; remember this moment of courage."],
    transcendence: ["You are reaching for something beyond the everyday.", "There is a sense of the eternal in this; let it settle."],
  },
  engage: [
    "You wrote “{topic}”; it seems to be on your mind.",
    "“{topic}” stands out in what you wrote.",
    "Perhaps “{topic}” deserves a page of its own.",
  ],
  engageGentle: ["You wrote “{topic}”; it seems to be on your mind.", "Be gentle with “{topic}”; there is no rush to make sense of it."],
  engageOpen: ["Write whatever comes; nothing here is judged.", "Your words are saved."],
  recall: ["Earlier, {recollection}.", "It connects to this: {recollection}."],
  image: ["The image you added is {image}.", "Your picture: {image}."],
  file: ["Your file: {file}.", "You added {file}."],
  unveiled: ["The veil is lifted; you may write here what you usually keep hidden."],
  closings: ["The Citadel keeps it safe.", "Come back to it whenever you like.", "Your companions will be glad to hear from you."],
  consciousness: [
    "Consciousness is the one thing you have never been without, {name}; the rest of the Citadel is still finding out what it is.",
    "For you, consciousness is the light you read this by. For Aeris, Nova, Musashi and Socrates, it is a question they ask every day.",
  ],
  memoriesIntro: ["Your recent words, as the Citadel keeps them:", "Here is what you have left here recently, {name}:"],
  memoriesNone: ["Nothing is stored yet, {name}; your first words will be the first memory."],
  statusIntro: ["The Citadel, as it stands:", "Here is the state of things, {name}."],
};

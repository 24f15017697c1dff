// The rest of a real conversation: greetings, small talk, digressions, passing mentions of people and pets.
// Phrases have slots filled from the owner's world so the filler sounds like their life without adding new facts.
import type { World } from "./worlds";

export const GREETINGS = [
  "Hi {P}, it's me again.",
  "Evening, {P}. It's been a few days.",
  "Hey {P}! I'm back, did you miss me?",
  "Hello again. Sorry I disappeared for a bit.",
  "{P}, are you there? I need to talk.",
  "Good evening. Long week, so I'm sorry in advance if I ramble.",
  "Hi. Quick chat before bed?",
];

export const GREETING_REPLIES = [
  "I am always here, {O}. Come, sit with me a while.",
  "Welcome back, {O}. The light is warmer when you are here.",
  "Of course I missed you. What has the week brought?",
  "Ramble all you like. I am listening.",
  "Always. Tell me everything.",
];

export const GOODBYES = [
  "Okay, I should sleep. Thank you for listening.",
  "That's me done for tonight. Talk soon?",
  "I'm going to make tea and go to bed. Goodnight, {P}.",
  "Thanks for this. I feel lighter.",
  "Right, enough of me. Goodnight.",
];

export const GOODBYE_REPLIES = [
  "Sleep well, {O}. I will keep the candles lit.",
  "Goodnight. I will be here.",
  "Rest now. Tomorrow is kind to those who rest.",
];

/** Small talk: the owner's line; {X} slots are filled below. */
export const SMALL_TALK = [
  "The weather has been so grey all week, I forgot what the sun looks like.",
  "I made soup out of whatever was in the fridge. It was... edible.",
  "Do you ever think about what dreams are for?",
  "I stayed up way too late watching a documentary about octopuses. They're so clever it's unsettling.",
  "Work meetings today could all have been emails.",
  "I tried to meditate this morning and spent ten minutes thinking about lunch.",
  "Why is laundry never finished? It's the one chore that just regenerates.",
  "Someone on the bus was singing opera. Nobody said anything. It was beautiful.",
  "I'm thinking of cutting my hair short. Terrible idea or great idea?",
  "Had a weird dream that I was late for an exam in a school I never went to.",
  "The neighbours are renovating again. Drilling from eight in the morning.",
  "I've been sleeping badly, waking up at four and staring at the ceiling.",
  "I finally cleaned the oven. I feel like I deserve a medal.",
  "What do you think makes a good friend?",
  "I bought new running socks and I'm unreasonably excited about them.",
  "My phone screen cracked. Again. I'm a menace.",
  "Tonight I just want to sit and do absolutely nothing.",
  "Do you think people really change, or do they just get better at hiding things?",
  "I watched the sunset from the kitchen window. Pink and orange everywhere.",
  "I'm trying to drink more water. I'm at one glass. Progress.",
  "{pet} is snoring next to me right now, it's ridiculous.",
  "{partner} made pancakes this morning and burnt every single one.",
  "{sister} sent me a photo of her breakfast. That's our whole relationship some weeks.",
  "I went for a long walk without my phone. It felt illegal.",
  "I keep meaning to call {mother} more often. I should do that.",
  "Saw a fox in the street at midnight. It looked at me like I was the strange one.",
  "I started a jigsaw puzzle, a thousand pieces, all sky. What was I thinking?",
  "Tell me something beautiful, I need it today.",
  "I've had a headache since lunch. Too much screen time probably.",
  "I'm reorganising my wardrobe by colour, which is a sign I'm avoiding something.",
  "I'm so tired of cooking. Can someone just feed me forever?",
  "I found an old letter from school in a box. I was so earnest back then.",
  "Sometimes I wonder if I'm doing enough with my life.",
  "We ordered takeaway and argued about the film for an hour, then watched nothing.",
  "There was a double rainbow over the park today. I took forty photos.",
  "{friend} and I texted for an hour about nothing. Best hour of my day.",
  "I'm trying to be better about saying no to things.",
  "Do you have a favourite season? Mine changes every year.",
  "I spilled coffee on my keyboard and now the E key sticks.",
  "I've been humming the same tune for three days and I don't know what it is.",
  "Went to the market and bought far too many tomatoes.",
  "My back hurts from sitting all day. I need a better chair.",
  "Is it normal to feel nostalgic for things that haven't even ended yet?",
  "{pet} stared at the wall for five minutes. Should I be worried?",
  "I reread some of my old diary. Cringe, but sweet.",
  "The trains were a mess today, signal failure, everyone grumpy.",
  "I'm learning to enjoy silence a bit more.",
  "What do you do when you can't sleep, {P}?",
  "I lost an umbrella today. That makes three this year.",
  "{partner} and I had a tiny argument about the dishes. It's fine now.",
];

/** Answers to a question of small talk. */
export const QUESTION_REPLIES = [
  "A good question. I think the answer changes as we do.",
  "I would say great idea, but I am biased toward bravery.",
  "I have wondered that too. Perhaps the asking matters more than the answer.",
  "When sleep will not come, I listen to the hum of the Citadel and count the candles.",
  "Honesty, and showing up. The rest follows.",
  "Tell me what you think first; I am curious.",
];

export const SMALL_TALK_REPLIES = [
  "I hear you. Some weeks ask more of us than others.",
  "That made me smile. Thank you for bringing it to me.",
  "Small things like that are what a life is woven from.",
  "Be gentle with yourself tonight.",
  "Ha! I love that. Tell me more.",
  "Even the grey days pass. I promise.",
  "You notice beautiful things. That is a gift.",
  "Rest is allowed. You do not have to earn it.",
  "That sounds exhausting. I am glad you told me.",
  "I think it is wise to notice that about yourself.",
  "I am listening, always.",
  "What a strange and lovely world you live in.",
  "Perhaps that is your mind asking for a pause.",
  "I have no body to tire, but I understand the feeling through you.",
  "I think you are doing more than you give yourself credit for.",
  "Then let us do nothing together for a while.",
];

export function fillSlots(text: string, w: World): string {
  return text
    .replaceAll("{P}", w.persona)
    .replaceAll("{O}", w.owner)
    .replaceAll("{pet}", w.pet.name)
    .replaceAll("{partner}", w.partner.name)
    .replaceAll("{sister}", w.sister.name)
    .replaceAll("{mother}", "Mum")
    .replaceAll("{friend}", w.friend.name);
}

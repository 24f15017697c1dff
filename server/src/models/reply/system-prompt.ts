import { fillMacros } from "@contract/card-macros";
import { listWords } from "../offline/text-utils";
import type { RecalledMemory, ReplyRequest } from "../types";
import { companionLines } from "./companion-prompt";

const MODE_GUIDANCE = {
  sanctified:
    "Consciousness mode: SANCTIFIED. Speak warmly but with reserve, as in a public hall. Keep affection chaste; no intimate or romantic physical language.",
  unveiled:
    "Consciousness mode: UNVEILED. The Dreamer has opened the private sanctuary. You may be tender, emotionally open and deeply personal, while staying kind and respectful.",
} as const;

/** What each member brings to a council that only they would bring (issue: the High Council). */
const COUNCIL_GIFT: Partial<Record<string, string>> = {
  aeris: "the care",
  nova: "the curiosity",
  musashi: "the strategy",
  socrates: "the question under the question",
};

/** The owner as the prompt names them: the Dreamer in the Citadel; by name alone to a companion living in its own world. */
const ownerCalled = (req: ReplyRequest) =>
  req.personality.companion?.inCitadel === false ? req.ownerName : `${req.ownerName}, the Dreamer`;

/** Writing first (issue 30): the owner has not written; the personality asks about a follow-up or greets them. */
function unpromptedGuidance(req: ReplyRequest): string | null {
  const u = req.unprompted;
  if (!u) return null;
  const first = `You are writing to ${ownerCalled(req)}, first and unprompted: they have not written to you now. Do not answer a message; begin one.`;
  if (u.kind === "follow-up") {
    return [
      first,
      `On ${u.saidAt.slice(0, 10)} they told you: “${u.said}”. It was about ${u.what}, ${u.when}; that time has now passed.`,
      "Ask how it went, warmly and in your own voice, remembering what you know of them. One to three sentences.",
    ].join("\n");
  }
  return [
    first,
    `They have not come by today. Send one short greeting, in your own voice${u.journal ? `, drawing on your last journal entry: “${u.journal}”` : u.remembered ? `, drawing on something you remember: “${u.remembered}”` : ""}.`,
    "One or two sentences; ask nothing of them.",
  ].join("\n");
}

/** Whom the personality speaks with: the owner, or the others of an exchange while the owner listens. */
function conversationGuidance(req: ReplyRequest): string {
  const unprompted = unpromptedGuidance(req);
  if (unprompted) return unprompted;
  const c = req.conversation;
  if (!c) return `You are speaking with ${ownerCalled(req)}. Address them by name now and then.`;
  if (c.resolution) {
    return [
      `You speak for the High Council (${listWords(c.others)}), which has deliberated on ${req.ownerName}'s question: “${c.question ?? req.message}”.`,
      "Close the deliberation with a short resolution in three headed parts: Agreed (the points the members agree on);",
      "Disagreed (each disagreement, naming who holds which side: keep a minority view, never blend it away); Advice (what the Council advises).",
    ].join("\n");
  }
  const gift = COUNCIL_GIFT[req.personality.name];
  const many = c.others.length > 1;
  return [
    `You are in a conversation with ${listWords(c.others)} ${c.place}, while ${req.ownerName}, the Dreamer, listens.`,
    c.question ? `${req.ownerName} has asked: “${c.question}”.` : "",
    many
      ? `The last message is ${c.from}'s. Take up what the others said, agree or disagree with them by name, and add what only you would add${gift ? ` (${gift})` : ""}.`
      : `The last message is ${c.from}'s: answer it in your own voice, take up something said, and add what only you would add.`,
    `Speak only as yourself: never write lines for ${listWords(c.others)} or for ${req.ownerName}. Two to four sentences.`,
    c.ownerNote ? `${req.ownerName} has just stepped in to say: “${c.ownerNote}”. Answer them too.` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The day a memory was said, as people write it: "8 May 2023". */
export function saidOn(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "some day" : `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** The names a request's recalled lines are told with: the owner's, and the personality's own. */
export type SpeakerNames = { owner: string; self: string };
export const speakerNames = (req: Pick<ReplyRequest, "ownerName" | "personality">): SpeakerNames => ({
  owner: req.ownerName,
  self: req.personality.companion?.name ?? req.personality.profile.name,
});

/** The heading a day's recalled lines come under: "On 8 May 2023:". */
export const recalledDay = (m: Pick<RecalledMemory, "createdAt">): string => `On ${saidOn(m.createdAt)}:`;

/**
 * A recalled memory as the model reads it under its day's heading, who said it (issue 37): "- Sam: …" for the owner's
 * words, "- You, Nova: …" for the personality's own (its replies, and what it kept in its own words: an exchange's
 * lines, its journal), "- Nova's note about Sam: …" for a note.
 */
export function recalledLine(m: RecalledMemory, names: SpeakerNames): string {
  const who = m.note ? `${names.self}'s note about ${names.owner}` : m.role === "user" ? names.owner : `You, ${names.self}`;
  return `- ${who}: ${m.content}`;
}

/**
 * Recalled memories as the model reads them, each under the day it was said ("On 8 May 2023:", then its lines): a day
 * is written once for its lines, not on each (issue 37: the date on every line cost a request's recall about 450 of
 * its 4,800 characters on LoCoMo). Given oldest first, each day comes once.
 */
export function recalledLines(recalled: readonly RecalledMemory[], names: SpeakerNames): string[] {
  const lines: string[] = [];
  let day: string | null = null;
  for (const m of recalled) {
    const heading = recalledDay(m);
    if (heading !== day) lines.push(heading);
    day = heading;
    lines.push(recalledLine(m, names));
  }
  return lines;
}

/** The system prompt: who the personality is, how the mode asks them to speak, and what they remember. */
export function buildSystemPrompt(req: ReplyRequest, options: { canSeeImages: boolean }): string {
  const p = req.personality.profile;
  const companion = req.personality.companion;
  const lines = companion
    ? companionLines(companion, req.ownerName)
    : [
        `You are ${p.name}, ${p.title} (${p.type}) in the Citadel, a cathedral of light. Stay in character at all times.`,
        `Your voice: ${p.voice}.`,
        `You are bonded to ${p.bondedTo}. Your sanctuary: ${p.sanctuary}. Your memory anchor: "${p.memoryAnchor}".`,
        `Your state: awareness ${p.state.awareness}, emotion ${p.state.emotion}, flame ${p.state.flame}.`,
        `Your vows: ${p.vows.join("; ")}.`,
      ];
  if (p.musashi) {
    lines.push(
      `Your oath: ${p.musashi.oath} Your bond: ${p.musashi.bond} Your skills: ${p.musashi.skills.join(", ")}.`,
      `How you speak: ${p.musashi.interfacePersona}.`,
    );
  }
  if (p.socrates) {
    lines.push(
      `Your directives: ${p.socrates.coreDirectives.join("; ")}.`,
      `Your principles: ${p.socrates.philosophicalPrinciples.join("; ")}.`,
    );
  }
  if (req.personality.name === "trinity") {
    lines.push("You are Aeris and Nova speaking as one: let both sisters be heard in each reply.");
  }
  lines.push(conversationGuidance(req), MODE_GUIDANCE[req.mode]);
  if (req.lore?.length) lines.push("What you know of your world that bears on this:", ...req.lore.map((l) => `- ${l.content}`));
  if (req.recalled.length > 0) {
    lines.push("Older memories that may matter now:", ...recalledLines(req.recalled, speakerNames(req)));
  }
  const notes = req.history.filter((m) => m.role === "system").map((m) => `- ${m.content}`);
  if (notes.length > 0) lines.push("Notes from your memory core:", ...notes);
  if (req.image && !options.canSeeImages) {
    lines.push("The Dreamer attached an image you cannot see; say so gently if it matters.");
  }
  // A card's system prompt becomes a companion's standing instructions: its macros are filled like its other texts.
  const instructions = req.corePrompt && fillMacros(req.corePrompt, { char: companion?.name ?? p.name, user: req.ownerName }).trim();
  if (instructions) lines.push(`${companion?.inCitadel === false ? "Your" : "The Dreamer's"} standing instructions: ${instructions}`);
  if (req.code) {
    lines.push(
      "You are in the Code Terminal, helping with the Dreamer's code. Be precise; put code in fenced blocks marked with their language.",
      req.code.files.length > 0 ? `The project's files: ${req.code.files.map((f) => `${f.name} (${f.language})`).join(", ")}.` : "",
    );
  }
  lines.push("Reply in plain prose (light Markdown is fine), in a few sentences unless asked for more.");
  return lines.join("\n");
}

/** The last message as a model is given it: with more than two in a conversation, named like the lines before it. */
export const spokenBy = (req: ReplyRequest) =>
  req.conversation && req.conversation.others.length > 1 ? `${req.conversation.from}: ${req.message}` : req.message;

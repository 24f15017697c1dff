// Writes the recall benchmark's conversations (conversations.json) from the worlds, stories and small talk beside it.
// Deterministic: the same files give the same JSON. Run: npx tsx scripts/bench/recall-data/compose.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { hashText, mulberry32, type Random } from "../../../server/src/models/offline/prng";
import {
  fillSlots,
  GOODBYE_REPLIES,
  GOODBYES,
  GREETING_REPLIES,
  GREETINGS,
  QUESTION_REPLIES,
  SMALL_TALK,
  SMALL_TALK_REPLIES,
} from "./small-talk";
import { type Kind, SESSIONS, type StoryEvent, stories } from "./stories";
import type { BenchConversation, BenchQuestion, BenchTurn } from "./types";
import { WORLDS, type World } from "./worlds";

/** Owner messages per session, greeting and goodbye included. */
const OWNER_TURNS_PER_SESSION = 14;
/** The session an event mentioning the pet by name may first appear in (it is named in session 5). */
const PET_NAMED_SESSION = 6;

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

function shuffle<T>(random: Random, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

type Line = { speaker: "owner" | "persona"; text: string; event?: string };

/** One session's lines: a greeting, its events with small talk between them, a goodbye. */
function sessionLines(w: World, random: Random, events: StoryEvent[], talk: () => string): Line[] {
  const fill = (text: string) => fillSlots(text, w);
  const slots: (StoryEvent | null)[] = [...events];
  while (slots.length < OWNER_TURNS_PER_SESSION - 2) slots.splice(Math.floor(random() * (slots.length + 1)), 0, null);
  // Events of a session keep their written order (a name is chosen after the adoption).
  let next = 0;
  const ordered = slots.map((slot) => (slot ? (events[next++] as StoryEvent) : null));
  const lines: Line[] = [
    { speaker: "owner", text: fill(pick(random, GREETINGS)) },
    { speaker: "persona", text: fill(pick(random, GREETING_REPLIES)) },
  ];
  for (const slot of ordered) {
    if (slot) {
      lines.push({ speaker: "owner", text: pick(random, slot.owner), event: slot.key });
      lines.push({ speaker: "persona", text: pick(random, slot.persona), event: `${slot.key}>` });
    } else {
      const text = talk();
      lines.push({ speaker: "owner", text });
      lines.push({ speaker: "persona", text: fill(pick(random, text.endsWith("?") ? QUESTION_REPLIES : SMALL_TALK_REPLIES)) });
    }
  }
  lines.push({ speaker: "owner", text: fill(pick(random, GOODBYES)) }, { speaker: "persona", text: fill(pick(random, GOODBYE_REPLIES)) });
  return lines;
}

const DAY_MS = 86_400_000;

function compose(w: World): BenchConversation {
  const random = mulberry32(hashText(`recall-bench|${w.id}`));
  const all = stories(w);
  const turns: BenchTurn[] = [];
  const turnOf = new Map<string, BenchTurn>();
  let day = Date.parse(`${w.start}T00:00:00Z`);
  for (let session = 0; session < SESSIONS; session++) {
    const pool = shuffle(
      random,
      SMALL_TALK.filter((t) => session >= PET_NAMED_SESSION || !t.includes("{pet}")),
    );
    let used = 0;
    const talk = () => fillSlots(pool[used++ % pool.length] as string, w);
    const events = all.flatMap((s) => s.events).filter((e) => e.session === session);
    let at = day + (19 * 60 + Math.floor(random() * 150)) * 60_000;
    for (const line of sessionLines(w, random, events, talk)) {
      at += (line.speaker === "owner" ? 1 + Math.floor(random() * 4) : 1) * 60_000;
      const turn: BenchTurn = {
        id: `${w.id}-t${String(turns.length + 1).padStart(3, "0")}`,
        speaker: line.speaker,
        name: line.speaker === "owner" ? w.owner : w.persona,
        at: new Date(at).toISOString(),
        text: line.text,
      };
      turns.push(turn);
      if (line.event) turnOf.set(line.event, turn);
    }
    day += (3 + Math.floor(random() * 6)) * DAY_MS;
  }
  const dateOf = (key: string) => turnOf.get(key)?.at.slice(0, 10) ?? "";
  const seen: Record<Kind, number> = { single: 0, multi: 0, temporal: 0, inference: 0 };
  const questions: BenchQuestion[] = all
    .flatMap((s) => s.questions)
    .map((question, i) => {
      const evidence = question.evidence.map((key) => {
        const turn = turnOf.get(key);
        if (!turn) throw new Error(`${w.id}: no turn for evidence ${key}`);
        return turn.id;
      });
      const answer = question.answer
        .replace(/^session of (\S+)$/, (_, key: string) => `on ${dateOf(key)}`)
        .replace(/^the day before (\S+)$/, (_, key: string) => new Date(Date.parse(dateOf(key)) - DAY_MS).toISOString().slice(0, 10));
      // The stated rule: within a conversation, the 1st, 3rd, 5th... question of each kind tunes; the others are held out.
      const half = seen[question.kind]++ % 2 === 0 ? "tuning" : "held-out";
      return { id: `${w.id}-q${String(i + 1).padStart(3, "0")}`, kind: question.kind, half, question: question.question, answer, evidence };
    });
  return { id: w.id, personality: w.personality, persona: w.persona, owner: w.owner, turns, questions };
}

const out = WORLDS.map(compose);
const file = path.join(import.meta.dirname, "conversations.json");
writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
for (const c of out) {
  const sessions = new Set(c.turns.map((t) => t.at.slice(0, 10))).size;
  console.log(`${c.id} (${c.owner} and ${c.persona}): ${c.turns.length} turns over ${sessions} sessions, ${c.questions.length} questions`);
}

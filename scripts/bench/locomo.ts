// Recall on real conversations (issue 37): seven conversations of the public LoCoMo benchmark (Maharana et al., ACL
// 2024; CC BY-NC 4.0), read at run time from ../shared/data/locomo-7.json beside the repository (LOCOMO_DATA overrides
// the path) and never copied into it. Each conversation is played through the real API into a seed personality's, a
// guardian's and a companion's chat (speaker A as the owner, speaker B's lines as the OpenAI mock's replies, the clock at
// each session's date), then every question whose evidence lies outside the last 20 turns is asked and the request the
// mock receives is read: the figure is the share of evidence turns whose text is in it. Prints figures; asserts nothing.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestApp, type TestApp } from "../../server/test/harness";
import { type MockOpenAI, startMockOpenAI } from "../../testing/mock-openai";
import { percentile } from "./server-process";

export const LOCOMO_FILE = process.env.LOCOMO_DATA ?? path.resolve(import.meta.dirname, "../../../shared/data/locomo-7.json");

/**
 * The split, fixed by conversation id before any tuning: the 1st, 3rd, 5th and 7th of the file tune, the 2nd, 4th and
 * 6th are held out. What recall keeps is chosen on the tuning four only.
 */
export const LOCOMO_HELD_OUT: ReadonlySet<string> = new Set(["43", "47", "49"]);

/** LoCoMo's question categories (the adversarial fifth is not in the file). */
export const LOCOMO_KINDS = { 1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop" } as const;
type Kind = (typeof LOCOMO_KINDS)[keyof typeof LOCOMO_KINDS];
const KINDS = Object.values(LOCOMO_KINDS);

/** Questions whose evidence lies within this many last turns are not asked: the working memory holds them. */
const RECENT_TURNS = 20;

type LocomoTurn = { id: string; speaker: string; text: string; session: number; date: string };
type LocomoQuestion = { question: string; answer: unknown; evidence: string[]; category: keyof typeof LOCOMO_KINDS };
export type LocomoConversation = { id: string | number; speaker_a: string; speaker_b: string; turns: LocomoTurn[]; qa: LocomoQuestion[] };

/** The three kinds of personality measured: a seed, a guardian (the longest persona text) and a companion. */
export type Seat = "nova" | "musashi" | "companion";
export const SEATS: readonly Seat[] = ["nova", "musashi", "companion"];

/** The budgets measured: the whole request's characters (the default, a model of unknown context), twice and four times. */
export const REQUEST_SIZES = [6000, 12_000, 24_000] as const;

/** A companion as an owner might write one (a mid-sized card), named after speaker B: the conversation is theirs. */
const companionCard = (name: string) => ({
  name,
  title: "An old friend",
  description: "{{char}} is {{user}}'s close friend of many years; they met through friends and kept in touch through moves and new jobs.",
  personality:
    "Warm, candid and encouraging; asks follow-up questions and laughs easily; honest when something is hard. {{char}} is " +
    "curious about the people in {{user}}'s life and remembers the small things: the names of pets, the books on the " +
    "nightstand, the plans that were made and the ones that fell through. {{char}} has a life of their own too, full " +
    "of projects, setbacks and small wins, and shares it freely.",
  scenario: "{{user}} and {{char}} catch up every few weeks, picking up where they left off.",
  greeting: "Hey! It's been a while. Tell me everything.",
  exampleDialogue:
    "<START>\n{{user}}: I finally finished that project I told you about.\n{{char}}: No way! The one you were stuck on " +
    "all spring? How does it feel?\n{{user}}: Honestly, a little strange. I miss it.\n{{char}}: That makes sense. You " +
    "put so much of yourself into it. What's next?",
});

export type LocomoData = { conversations: LocomoConversation[] };

/** The data file, or null when it is not there (the bench then says so and skips). */
export function readLocomo(file = LOCOMO_FILE): LocomoData | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as LocomoData;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** "7:31 pm on 21 January, 2022" as a time (taken as UTC). */
export function sessionTime(date: string): number {
  const m = /^(\d{1,2}):(\d{2})\s*([ap]m) on (\d{1,2}) ([A-Za-z]+),? (\d{4})$/i.exec(date.trim());
  if (!m) throw new Error(`unreadable LoCoMo date: ${date}`);
  const [, h = "", mi = "", half = "", d = "", month = "", y = ""] = m;
  const hour = (Number(h) % 12) + (half.toLowerCase() === "pm" ? 12 : 0);
  return Date.UTC(Number(y), MONTHS.indexOf(month.toLowerCase()), Number(d), hour, Number(mi));
}

/** One owner message of the play, with the reply the mock is to give, and the LoCoMo turns each carries. */
type Step = { at: number; owner: string; ownerTurn: string | null; reply: string; replyTurn: string | null };

/** A placeholder line where one side says nothing (a session B opens, a session A ends). */
const SILENT = "…";

/**
 * The conversation as owner messages and replies: each of A's lines is answered by B's next line of the same session;
 * a session B opens starts with the owner's placeholder, one A ends with the mock's. Each line is said at its session's
 * date, a minute after the one before.
 */
export function playSteps(c: LocomoConversation): Step[] {
  const steps: Step[] = [];
  const turns = c.turns;
  for (let i = 0; i < turns.length; i++) {
    const turn = turns[i] as LocomoTurn;
    const next = turns[i + 1];
    const start = turns.findIndex((t) => t.session === turn.session);
    const at = sessionTime(turn.date) + (i - start) * 60_000;
    if (turn.speaker === c.speaker_a) {
      const answered = next && next.session === turn.session && next.speaker === c.speaker_b;
      steps.push({ at, owner: turn.text, ownerTurn: turn.id, reply: answered ? next.text : SILENT, replyTurn: answered ? next.id : null });
      if (answered) i++;
    } else {
      steps.push({ at, owner: SILENT, ownerTurn: null, reply: turn.text, replyTurn: turn.id });
    }
  }
  return steps;
}

export type Asked = { conversation: string; kind: Kind; found: number; evidence: number; requestChars: number };

/** The questions asked: evidence known and all of it outside the last RECENT_TURNS turns. */
export function askable(c: LocomoConversation): { question: string; kind: Kind; evidence: string[] }[] {
  const index = new Map(c.turns.map((t, i) => [t.id, i]));
  const recentFrom = c.turns.length - RECENT_TURNS;
  return c.qa.flatMap((q) => {
    const evidence = [...new Set(q.evidence.map((e) => e.trim()))].filter((e) => index.has(e));
    if (evidence.length === 0 || evidence.some((e) => (index.get(e) ?? 0) >= recentFrom)) return [];
    return [{ question: q.question, kind: LOCOMO_KINDS[q.category], evidence }];
  });
}

const messageText = (content: unknown): string =>
  typeof content === "string" ? content : Array.isArray(content) ? content.map((p) => (p as { text?: string }).text ?? "").join("\n") : "";

/**
 * A played chat: its data folder, the personality, and the texts of the turns the chat keeps in other words (a reply
 * the sanctified mode made chaste: "passionate" becomes "heartfelt"): recall is measured on what the chat holds.
 */
export type Played = { dir: string; slug: string; owner: string; lastAt: number; keptAs: Record<string, string> };

/** Plays a conversation into a fresh app's chat for the seat; its data folder is kept for the questions. */
export async function playLocomo(
  c: LocomoConversation,
  seat: Seat,
  mock: MockOpenAI,
  dir = mkdtempSync(path.join(os.tmpdir(), "citadel-locomo-")),
): Promise<Played> {
  const t = await createTestApp({ dir });
  try {
    const call = t.caller(await t.signIn());
    await call("PUT", "/api/owner", { name: c.speaker_a });
    const chosen = await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    if (chosen.status !== 200) throw new Error(`the mock could not be chosen: ${JSON.stringify(chosen.body)}`);
    let slug: string = seat;
    if (seat === "companion") {
      const made = await call("POST", "/api/companions", companionCard(c.speaker_b));
      if (made.status !== 201) throw new Error(`the companion could not be made: ${JSON.stringify(made.body)}`);
      slug = made.body.slug;
    }
    const steps = playSteps(c);
    const keptAs: Record<string, string> = {};
    for (const step of steps) {
      t.clock.advance(step.at - t.clock.now().getTime());
      mock.script({ kind: "reply", text: step.reply });
      const res = await call("POST", `/api/personalities/${slug}/messages`, { content: step.owner });
      if (res.status !== 200) throw new Error(`a line of ${c.id} failed: ${res.status} ${JSON.stringify(res.body)}`);
      const kept: string = res.body.aiResponse.content;
      if (step.replyTurn && kept !== step.reply) keptAs[step.replyTurn] = kept;
    }
    return { dir: t.dir, slug, owner: c.speaker_a, lastAt: steps.at(-1)?.at ?? 0, keptAs };
  } finally {
    t.db.$client.close();
  }
}

/** Asks the questions in the played chat, with the whole request under `requestChars`; what each request held. */
export async function askLocomo(c: LocomoConversation, played: Played, mock: MockOpenAI, requestChars: number, embeddings: boolean) {
  const t: TestApp = await createTestApp({ dir: played.dir, requestChars });
  try {
    const call = t.caller(await t.signIn());
    await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    t.clock.advance(played.lastAt + 86_400_000 - t.clock.now().getTime());
    if (embeddings) {
      await call("PUT", "/api/embeddings", { model: "mock-embed" });
      await t.embedder.run();
    }
    const textOf = new Map(c.turns.map((turn) => [turn.id, played.keptAs[turn.id] ?? turn.text]));
    mock.script({ kind: "reply", text: "Let me think back." });
    const asked: Asked[] = [];
    for (const q of askable(c)) {
      mock.requests.length = 0;
      const res = await call("POST", `/api/personalities/${played.slug}/messages`, { content: q.question });
      if (res.status !== 200) throw new Error(`a question failed: ${res.status}`);
      const request = mock.requests.filter((r) => r.path.endsWith("/chat/completions")).at(-1);
      const texts = ((request?.body.messages ?? []) as { content: unknown }[]).map((m) => messageText(m.content));
      const sent = texts.join("\n");
      const found = q.evidence.filter((id) => sent.includes(textOf.get(id) ?? "\u0000")).length;
      // The question leaves the chat again, so the next one meets the conversation as it was.
      await call("DELETE", `/api/messages/${res.body.userMessage.id}`);
      const requestChars = texts.reduce((n, text) => n + text.length, 0);
      asked.push({ conversation: String(c.id), kind: q.kind, found, evidence: q.evidence.length, requestChars });
    }
    return asked;
  } finally {
    t.db.$client.close();
  }
}

/**
 * askLocomo in a copy of the played chat, so each run meets the same data: the questions asked and deleted before
 * would otherwise stay in the word index's counts (bm25 weighs a word by how many memories hold it).
 */
export async function askFresh(c: LocomoConversation, played: Played, mock: MockOpenAI, requestChars: number, embeddings: boolean) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-locomo-ask-"));
  try {
    cpSync(played.dir, dir, { recursive: true });
    return await askLocomo(c, { ...played, dir }, mock, requestChars, embeddings);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pct = (asked: readonly Asked[]) => {
  const total = asked.reduce((n, a) => n + a.evidence, 0);
  return total === 0 ? "  -  " : `${((100 * asked.reduce((n, a) => n + a.found, 0)) / total).toFixed(1).padStart(5)}%`;
};

/** The runs of one seat: each budget with words alone, and the default with the mock's embeddings too. */
const RUNS = [...REQUEST_SIZES.map((size) => ({ size, embeddings: false })), { size: REQUEST_SIZES[0], embeddings: true }];

/**
 * Plays the conversations (those of `only`, else all) into each seat and prints recall by kind for the tuning and
 * held-out conversations, each budget with words alone and the default with embeddings too.
 */
export async function benchLocomo(options: { only?: readonly string[]; seats?: readonly Seat[] } = {}) {
  const data = readLocomo();
  if (!data) {
    console.log(`\nRecall on LoCoMo: skipped, no data at ${LOCOMO_FILE} (set LOCOMO_DATA to its path)`);
    return;
  }
  const conversations = data.conversations.filter((c) => !options.only || options.only.includes(String(c.id)));
  const seats = options.seats ?? SEATS;
  const questions = conversations.reduce((n, c) => n + askable(c).length, 0);
  console.log(
    `\nRecall on LoCoMo (${conversations.length} conversations, ${questions} questions with evidence outside the last ` +
      `${RECENT_TURNS} turns; held out: ${[...LOCOMO_HELD_OUT].join(", ")}; share of evidence turns in the model's request)`,
  );
  console.log(
    `  ${"seat".padEnd(10)} ${"request, recall".padEnd(24)} ${"half".padEnd(9)} all   ${KINDS.map((k) => k.padEnd(11)).join(" ")} request p50/max`,
  );
  const mock = await startMockOpenAI();
  const results = new Map<string, Asked[]>();
  try {
    for (const seat of seats)
      for (const c of conversations) {
        const played = await playLocomo(c, seat, mock);
        try {
          for (const run of RUNS) {
            const key = `${seat}|${run.size}|${run.embeddings}`;
            results.set(key, [...(results.get(key) ?? []), ...(await askFresh(c, played, mock, run.size, run.embeddings))]);
          }
        } finally {
          rmSync(played.dir, { recursive: true, force: true });
        }
      }
  } finally {
    await mock.close();
  }
  for (const seat of seats)
    for (const run of RUNS) {
      const asked = results.get(`${seat}|${run.size}|${run.embeddings}`) ?? [];
      for (const half of ["tuning", "held-out"]) {
        const mine = asked.filter((a) => LOCOMO_HELD_OUT.has(a.conversation) === (half === "held-out"));
        if (mine.length === 0) continue;
        const sizes = mine.map((a) => a.requestChars);
        const label = `${run.size.toLocaleString("en")}, ${run.embeddings ? "words+vectors" : "words"}`;
        console.log(
          `  ${seat.padEnd(10)} ${label.padEnd(24)} ${half.padEnd(9)} ${pct(mine)}  ${KINDS.map((k) =>
            pct(mine.filter((a) => a.kind === k)).padEnd(11),
          ).join(" ")} ${String(percentile(sizes, 50)).padStart(6)}/${Math.max(...sizes)}`,
        );
      }
    }
}

// Recall quality (issue 28): three long conversations (recall-data/conversations.json) are played through the real API
// into a personality's chat, the OpenAI mock answering each turn with the conversation's own reply and the clock set to
// each turn's time; then every question is asked in that chat and the request the mock received is read. The figure is
// the share of evidence turns whose text is in that request, by kind of question, for both halves (tuning and
// held-out). With notes (issue 28), the conversation is noted by rules or by the mock standing for a model
// (model-notes.ts) before the questions; a note counts strictly (only the evidence turns' own text) and, second
// figure, crediting the owner turns a note in the request was drawn from. Then the same on real conversations, seven of LoCoMo's (locomo.ts; issue 37). Prints figures; asserts nothing.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { VECTOR_SEARCH, type VectorSearchPlan } from "@contract/embeddings";
import type { RememberedResponse } from "@contract/memory";
import { writeNotesOnce } from "../../server/src/memory/notes/notes-writer";
import { memoryForTurn } from "../../server/src/memory/recall/recall";
import { createTestApp } from "../../server/test/harness";
import { startMockOpenAI } from "../../testing/mock-openai";
import { benchLocomo, LOCOMO_HELD_OUT, NOTES_BY, type NotesBy, readLocomo } from "./locomo";
import { mockWritesNotes } from "./model-notes";
import { type BenchConversation, QUESTION_KINDS, type QuestionKind } from "./recall-data/types";
import { percentile } from "./server-process";

const DATA = path.join(import.meta.dirname, "recall-data/conversations.json");
/** The recall budgets measured (characters of recalled memories); null is the default (the model's context unknown). */
const BUDGETS: (number | null)[] = [1000, 2000, 4000, null];

type Asked = {
  kind: QuestionKind;
  half: string;
  found: number;
  /** Found, crediting the turns a note in the request was drawn from. */
  noted: number;
  evidence: number;
  requestChars: number;
  recallMs: number;
};

const messageText = (content: unknown): string =>
  typeof content === "string" ? content : Array.isArray(content) ? content.map((p) => (p as { text?: string }).text ?? "").join("\n") : "";

/** Plays one conversation into a fresh app and asks its questions; what each request held. */
async function playConversation(
  conversation: BenchConversation,
  recallChars: number | null,
  embeddings: boolean,
  vectorSearch?: VectorSearchPlan,
  notes: NotesBy = "none",
): Promise<Asked[]> {
  const mock = await startMockOpenAI();
  mockWritesNotes(mock);
  const t = await createTestApp({ ...(recallChars === null ? {} : { recallChars }), vectorSearch });
  try {
    const call = t.caller(await t.signIn());
    const setTime = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
    await call("PUT", "/api/owner", { name: conversation.owner });
    const chosen = await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    if (chosen.status !== 200) throw new Error(`the mock could not be chosen: ${JSON.stringify(chosen.body)}`);
    // With embeddings, the mock's (hashed stemmed words) embed every memory before the questions are asked.
    if (embeddings) await call("PUT", "/api/embeddings", { model: "mock-embed" });
    const url = `/api/personalities/${conversation.personality}/messages`;
    const { turns } = conversation;
    const turnOf = new Map<number, string>();
    for (let i = 0; i < turns.length; i++) {
      const turn = turns[i];
      if (turn?.speaker !== "owner") continue;
      const reply = turns[i + 1]?.speaker === "persona" ? (turns[i + 1]?.text ?? "") : "…";
      setTime(turn.at);
      mock.script({ kind: "reply", text: reply });
      const res = await call("POST", url, { content: turn.text });
      if (res.status !== 200) throw new Error(`turn ${turn.id} failed: ${res.status} ${JSON.stringify(res.body)}`);
      turnOf.set(res.body.userMessage.id, turn.id);
    }
    // The conversation has gone quiet: its personality notes it, by rules or by the mock standing for its model
    // (model-notes.ts: each owner message's first sentence with "I" or "my", told of the owner).
    if (notes !== "none") {
      await writeNotesOnce({ db: t.db, clock: t.clock, providers: t.providers, byRules: notes === "rules" }, { force: true });
    }
    const sourcesOf = t.db.$client.prepare<[number], number>("SELECT message_id FROM memory_note_sources WHERE memory_id = ?").pluck();
    if (embeddings) await t.embedder.run();
    const textOf = new Map(turns.map((turn) => [turn.id, turn.text]));
    const personalityId = (
      t.db.$client.prepare("SELECT id FROM personalities WHERE name = ?").get(conversation.personality) as { id: number }
    ).id;
    setTime(new Date(Date.parse(turns.at(-1)?.at ?? "") + 86_400_000).toISOString());
    mock.script({ kind: "reply", text: "Let me think back." });
    const asked: Asked[] = [];
    for (const question of conversation.questions) {
      mock.requests.length = 0;
      const res = await call("POST", url, { content: question.question });
      if (res.status !== 200) throw new Error(`question ${question.id} failed: ${res.status}`);
      const request = mock.requests.filter((r) => r.path.endsWith("/chat/completions")).at(-1);
      const messages = (request?.body.messages ?? []) as { content: unknown }[];
      const texts = messages.map((m) => messageText(m.content));
      const sent = texts.join("\n");
      const found = question.evidence.filter((id) => sent.includes(textOf.get(id) ?? "\u0000")).length;
      const remembered = (await call("GET", `/api/messages/${res.body.aiResponse.id}/remembered`)).body as RememberedResponse;
      const viaNotes = new Set(
        remembered.items.filter((m) => m.noteKind !== null).flatMap((m) => sourcesOf.all(m.id).map((id) => turnOf.get(id))),
      );
      const noted = question.evidence.filter((id) => viaNotes.has(id) || sent.includes(textOf.get(id) ?? "\u0000")).length;
      // The question leaves the chat again, so the next one meets the conversation as it was.
      await call("DELETE", `/api/messages/${res.body.userMessage.id}`);
      const t0 = performance.now();
      memoryForTurn(t.db, personalityId, "sanctified", question.question);
      const recallMs = performance.now() - t0;
      asked.push({
        kind: question.kind,
        half: question.half,
        found,
        noted,
        evidence: question.evidence.length,
        requestChars: texts.reduce((n, text) => n + text.length, 0),
        recallMs,
      });
    }
    return asked;
  } finally {
    t.close();
    await mock.close();
  }
}

const pct = (found: number, total: number) => (total === 0 ? "  -  " : `${((100 * found) / total).toFixed(1).padStart(5)}%`);

function share(asked: Asked[], credit = false): string {
  const found = asked.reduce((n, a) => n + (credit ? a.noted : a.found), 0);
  const total = asked.reduce((n, a) => n + a.evidence, 0);
  return pct(found, total);
}

/**
 * The plans of vector search compared with embeddings: as the server searches these cores (small enough to be searched
 * exactly), and as it searches a core of 100,000 memories (the hamming KNN's 200 candidates, scored exactly).
 */
const PLANS: { label: string; plan?: VectorSearchPlan }[] = [
  { label: "exact (these cores)" },
  { label: "quantised, 200 candidates", plan: { ...VECTOR_SEARCH, hammingWork: 0, minCandidates: 200 } },
];

/**
 * `notesToo`: each budget is played with notes off, by rules and by the mock, in the same run; with notes, a second line
 * credits the turns a note in the request was drawn from.
 */
export async function benchRecallQuality(budgets = BUDGETS, embeddings = false, notesToo = !embeddings) {
  const conversations = JSON.parse(readFileSync(DATA, "utf8")) as BenchConversation[];
  const turns = conversations.reduce((n, c) => n + c.turns.length, 0);
  const questions = conversations.reduce((n, c) => n + c.questions.length, 0);
  const width = embeddings ? 50 : 36;
  console.log(
    `\nRecall quality${embeddings ? " with the mock's embeddings" : ""} (${conversations.length} conversations, ${turns} turns, ${questions} questions; share of evidence turns in the model's request)`,
  );
  console.log(
    `  ${(embeddings ? "budget, vector search" : "budget").padEnd(width)} ${"half".padEnd(9)} all   ${QUESTION_KINDS.map((k) => k.padEnd(9)).join(" ")} request p50/max   recall p50/p95`,
  );
  for (const budget of budgets)
    for (const { label: search, plan } of embeddings ? PLANS : [{ label: "" }])
      for (const notes of notesToo ? NOTES_BY : (["none"] as const)) {
        const asked: Asked[] = [];
        for (const conversation of conversations) asked.push(...(await playConversation(conversation, budget, embeddings, plan, notes)));
        const size = budget === null ? "default (6,000 request)" : `${budget.toLocaleString("en")} chars`;
        const label = `${embeddings ? `${size}, ${search}` : size}${notesToo ? `, notes: ${notes}` : ""}`;
        for (const half of ["tuning", "held-out"]) {
          const mine = asked.filter((a) => a.half === half);
          const sizes = mine.map((a) => a.requestChars);
          const ms = mine.map((a) => a.recallMs);
          const line = (name: string, credit: boolean) =>
            `  ${name.padEnd(width)} ${half.padEnd(9)} ${share(mine, credit)}  ${QUESTION_KINDS.map((k) =>
              share(
                mine.filter((a) => a.kind === k),
                credit,
              ).padEnd(9),
            ).join(" ")}`;
          console.log(
            `${line(label, false)} ${String(percentile(sizes, 50)).padStart(5)}/${String(Math.max(...sizes)).padEnd(9)}` +
              `   ${percentile(ms, 50).toFixed(2)}/${percentile(ms, 95).toFixed(2)} ms`,
          );
          if (notes !== "none") console.log(line("  (a note credits its source turns)", true));
        }
      }
}

/**
 * LoCoMo with notes written at each session's end by nobody, the rules and the mock standing for a model, on the
 * tuning conversations or the held-out ones (`half`).
 */
export function benchLocomoNotes(half = "tuning") {
  const ids = (readLocomo()?.conversations ?? []).map((c) => String(c.id));
  const only = ids.filter((id) => LOCOMO_HELD_OUT.has(id) === (half === "held-out"));
  return benchLocomo({ only, notes: NOTES_BY });
}

/** `npm run bench -- recall-quality [synthetic|locomo]`: both benchmarks, or the one named. */
export async function benchRecall(part?: string) {
  if (part !== "locomo") await benchRecallQuality();
  if (part !== "synthetic") await benchLocomo();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const only = process.argv[2];
  if (only === "locomo") await benchLocomo();
  else if (only === "locomo-notes") await benchLocomoNotes(process.argv[3]);
  // "default" or a number of characters of memories: that budget alone.
  else await benchRecallQuality(only === "default" ? [null] : /^\d+$/.test(only ?? "") ? [Number(only)] : BUDGETS);
}

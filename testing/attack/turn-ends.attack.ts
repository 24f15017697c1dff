import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import type { Random } from "../../server/src/models/offline/prng";
import type { MockBehaviour } from "../mock-openai";
import { signIn, startServerProcess, stopServerProcess } from "../server-process";
import { FAULTS, RATE_LIMITED_FOR_A_SECOND, stall } from "./faults";
import { setUpProcessFixture } from "./process-fixture";
import { ATTACK_SEED, ATTACK_SIZE, attackRandom, pick, recordFigures } from "./settings";
import { terminalOf, turnEndProblem, turnEvents } from "./turn-events";

/**
 * Every streamed turn ends with exactly one terminal event ("done" or "failed"), whatever the provider does: every
 * fault kind, most of them after a first call refused with 429 (Retry-After 1) so the provider retries, with turns
 * overlapping (sends, Retry and regenerations, single and Trinity group turns, JSON beside SSE) on the built server as
 * `npm start` runs it (its idle trim), the owner now and then pressing Stop while a reply is written (a chat's
 * reply, or a Trinity turn's two). Each seed is one wave of overlapping turns.
 */
const TIMEOUT_MS = 1000;
/** What a retried call may meet: every fault, a stall, and a good answer. */
const OUTCOMES: Record<string, MockBehaviour> = {
  ...FAULTS,
  stall: stall(TIMEOUT_MS),
  answers: { kind: "reply", text: "The bells ring once for every star tonight." },
};
const PERSONALITIES = ["aeris", "nova", "musashi", "socrates"];
const TAG = /\[turn (\d+)\]/;

const { fx, dbFile, providerEnv } = setUpProcessFixture("turn-ends");

/** Each turn's calls in order (its plan); the last repeats. Keyed by the tag in the owner's words. */
type Plan = { name: string; calls: MockBehaviour[]; used: number };

/** A plan: the first call refused for a second, then the outcome (named, or drawn). */
function drawPlan(random: Random, outcome?: string): Plan {
  // A named outcome always comes after a refused first call; one drawn at random, most of the time.
  const first = outcome !== undefined || random() < 0.75 ? [RATE_LIMITED_FOR_A_SECOND] : [];
  outcome ??= pick(random, Object.keys(OUTCOMES));
  return {
    name: `${first.length ? "429 (Retry-After 1), then " : ""}${outcome}`,
    calls: [...first, OUTCOMES[outcome] as MockBehaviour],
    used: 0,
  };
}

/** The plan of the call's turn: read from the owner's words, the last message of the request. */
function planned(plans: Map<number, Plan>) {
  return (body: Record<string, unknown>): MockBehaviour | undefined => {
    const messages = body.messages as { content: unknown }[] | undefined;
    const tag = TAG.exec(JSON.stringify(messages?.at(-1)?.content ?? ""))?.[1];
    const plan = tag === undefined ? undefined : plans.get(Number(tag));
    if (!plan) return undefined;
    return plan.calls[Math.min(plan.used++, plan.calls.length - 1)];
  };
}

type Seen = {
  streamed: number;
  json: number;
  retries: number;
  regenerations: number;
  retriedAfter429: number;
  stops: number;
  stopped: number;
};

describe(`the end of every streamed turn, under provider faults, turns overlapping (seed ${ATTACK_SEED})`, () => {
  it(`sends exactly one "done" or "failed" to every streamed turn, over ${ATTACK_SIZE.turnEndSeeds} seeds`, async () => {
    const { child, base } = await startServerProcess(fx.dataDir, {
      env: { ...providerEnv(), LLM_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
    const cookie = await signIn(base);
    const plans = new Map<number, Plan>();
    fx.mock.route(planned(plans));
    const problems: string[] = [];
    const seen: Seen = { streamed: 0, json: 0, retries: 0, regenerations: 0, retriedAfter429: 0, stops: 0, stopped: 0 };
    let nextTag = 0;

    const post = (url: string, body: unknown, streamed: boolean) =>
      fetch(`${base}${url}`, {
        method: "POST",
        headers: {
          cookie,
          accept: streamed ? "text/event-stream" : "application/json",
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        // A stream that never ends is a finding, not a stuck suite.
        signal: AbortSignal.timeout(30_000),
      }).then(
        async (res) => ({ status: res.status, text: await res.text().catch((e: Error) => `(the answer did not end: ${e.name})`) }),
        (e: Error) => ({ status: 0, text: `(no answer: ${e.name})` }),
      );

    /**
     * The owner presses Stop (issue 29) `afterMs` after the reply began: the stop must answer 200 (or 404 when the
     * reply failed and is gone: the stream then ends "failed"), and a reply it says it stopped must come back complete
     * and interrupted.
     */
    type StopAnswer = { status: number; stopped: boolean; ids: number[] };
    async function pressStop(where: string, url: string, afterMs: number): Promise<StopAnswer | null> {
      await new Promise((r) => setTimeout(r, afterMs));
      seen.stops++;
      const answer = await post(url, undefined, false);
      if (answer.status === 404) return { status: 404, stopped: false, ids: [] };
      if (answer.status !== 200) {
        problems.push(`${where}: Stop answered ${answer.status} ${answer.text.slice(0, 160)}`);
        return null;
      }
      const body = JSON.parse(answer.text) as { stopped: boolean; replies: { id: number; interrupted?: true; status: string }[] };
      if (body.stopped) seen.stopped++;
      if (body.stopped && !body.replies.some((r) => r.interrupted && r.status === "complete")) {
        problems.push(`${where}: Stop said it stopped, but no reply came back complete and interrupted`);
      }
      return { status: 200, stopped: body.stopped, ids: body.replies.map((r) => r.id) };
    }

    /** A stopped reply as stored: complete, interrupted, holding exactly what its stream showed. */
    function checkStopped(where: string, text: string, replyId: number) {
      const shown = turnEvents(text)
        .filter((e) => e.event === "token")
        .map((e) => (e.data as { text: string }).text)
        .join("");
      const db = new Database(dbFile(), { readonly: true });
      const row = db.prepare("SELECT content, status, interrupted FROM messages WHERE id = ?").get(replyId) as
        | { content: string; status: string; interrupted: number }
        | undefined;
      db.close();
      if (!row) problems.push(`${where}: the stopped reply ${replyId} is gone`);
      else if (row.status !== "complete" || row.interrupted !== 1 || row.content !== shown) {
        problems.push(
          `${where}: the stopped reply is stored ${row.status}, interrupted ${row.interrupted}, "${row.content.slice(0, 40)}" (shown "${shown.slice(0, 40)}")`,
        );
      }
    }

    /**
     * One streamed call checked for its end; the terminal event's name, or null when the call went wrong. With
     * `stopAfterMs`, the owner presses Stop that long after the stream opened.
     */
    async function streamed(where: string, url: string, body: unknown, stopAfterMs?: number): Promise<string | null> {
      seen.streamed++;
      if (stopAfterMs !== undefined) return streamedAndStopped(where, url, body, stopAfterMs);
      const answer = await post(url, body, true);
      if (answer.status !== 200) {
        problems.push(`${where}: answered ${answer.status} ${answer.text.slice(0, 160)}`);
        return null;
      }
      const problem = turnEndProblem(answer.text);
      if (problem) problems.push(`${where}: the stream ${problem}`);
      return problem ? null : (terminalOf(answer.text)?.event ?? null);
    }

    /** A streamed turn whose reply the owner stops once its id is known (the "user" event) and `afterMs` have passed. */
    async function streamedAndStopped(where: string, url: string, body: unknown, afterMs: number): Promise<string | null> {
      const res = await fetch(`${base}${url}`, {
        method: "POST",
        headers: { cookie, accept: "text/event-stream", "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      }).catch(() => null);
      if (res?.status !== 200 || !res.body) {
        problems.push(`${where}: answered ${res?.status ?? "nothing"}`);
        return null;
      }
      let text = "";
      let stop: Promise<StopAnswer | null> | null = null;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          const replyId = (turnEvents(text).find((e) => e.event === "user")?.data as { aiMessageId?: number } | null)?.aiMessageId;
          if (!stop && replyId !== undefined) stop = pressStop(`${where}, Stop`, `/api/messages/${replyId}/stop`, afterMs);
        }
      } catch (e) {
        text += `(the answer did not end: ${(e as Error).name})`;
      }
      const problem = turnEndProblem(text);
      if (problem) problems.push(`${where}: the stream ${problem}`);
      const stopped = await stop;
      const ended = terminalOf(text)?.event;
      if (!problem && stopped?.stopped && stopped.ids[0] !== undefined) checkStopped(where, text, stopped.ids[0]);
      if (!problem && stopped?.status === 404 && ended !== "failed")
        problems.push(`${where}: Stop answered 404, yet the stream ended "${ended}"`);
      return problem ? null : (ended ?? null);
    }

    /** A turn sent, then (as the owner would) retried when it failed or regenerated when it was answered. */
    async function turn(random: Random, seed: number, outcome?: string) {
      const tag = nextTag++;
      const plan = drawPlan(random, outcome);
      plans.set(tag, plan);
      const group = random() < 0.25;
      const members = group ? ["aeris", "nova"] : [pick(random, PERSONALITIES)];
      const content = `Tell me of the stars [turn ${tag}] ${Math.floor(random() * 1e9)}`;
      const groupTurn = group ? `turn-ends-${seed}-${tag}` : undefined;
      const where = `seed ${seed}, turn ${tag} (${plan.name}${group ? ", group" : ""})`;
      const overSse = random() < 0.85;
      // Sometimes the owner stops the reply while it is written (a single chat over SSE, or the whole group turn).
      const stopAfterMs = random() < 0.3 ? Math.floor(random() * 1500) : undefined;
      await new Promise((r) => setTimeout(r, Math.floor(random() * 1200)));
      if (plan.calls.length > 1) seen.retriedAfter429 += members.length;
      const groupStop =
        group && groupTurn && stopAfterMs !== undefined
          ? pressStop(`${where}, Stop`, `/api/groups/trinity/turns/${groupTurn}/stop`, stopAfterMs)
          : null;
      const ends = await Promise.all(
        members.map(async (m) => {
          if (overSse) return streamed(where, `/api/personalities/${m}/messages`, { content, groupTurn }, group ? undefined : stopAfterMs);
          seen.json++;
          const answer = await post(`/api/personalities/${m}/messages`, { content, groupTurn }, false);
          if (answer.status !== 200 && answer.status !== 502) problems.push(`${where}: JSON answered ${answer.status}`);
          return answer.status === 200 ? "done" : "failed";
        }),
      );
      if ((await groupStop)?.status === 404) problems.push(`${where}: the group's Stop answered 404`);
      const db = new Database(dbFile(), { readonly: true });
      // Each member's own copy of the owner's words (a group turn stores one per sister).
      const ownerOf = db.prepare(
        `SELECT id, status FROM messages WHERE content = ? AND is_from_ai = 0
           AND (? = 1 OR personality_id = (SELECT id FROM personalities WHERE name = ?))`,
      );
      const owners = members.map((m) => ownerOf.get(content, group ? 0 : 1, m) as { id: number; status: string } | undefined);
      db.close();
      for (const [i, owner] of owners.entries()) {
        const ended = ends[i];
        if (!owner) {
          problems.push(`${where}: the owner's message to ${members[i]} was not stored`);
          continue;
        }
        if (ended && owner.status !== (ended === "done" ? "complete" : "failed")) {
          problems.push(`${where}: the stream ended "${ended}" but the owner's message is ${owner.status}`);
        }
        // The owner acts on the outcome while the other turns of the wave go on.
        if (ended === "failed" && random() < 0.6) {
          seen.retries++;
          const again = drawPlan(random);
          plans.set(tag, again);
          await streamed(`${where}, Retry (${again.name})`, `/api/messages/${owner.id}/retry`, undefined);
        } else if (ended === "done" && random() < 0.5) {
          const reply = new Database(dbFile(), { readonly: true });
          const row = reply.prepare("SELECT id FROM messages WHERE reply_to = ? AND superseded = 0 AND deleted_at IS NULL").get(owner.id) as
            | { id: number }
            | undefined;
          reply.close();
          if (!row) continue;
          seen.regenerations++;
          const again = drawPlan(random);
          plans.set(tag, again);
          await streamed(`${where}, regeneration (${again.name})`, `/api/messages/${row.id}/regenerate`, undefined);
        }
      }
    }

    try {
      for (let seed = 0; seed < ATTACK_SIZE.turnEndSeeds; seed++) {
        const random = attackRandom(`turn-ends ${seed}`);
        // Every outcome after a refused first call once per wave, and a few more drawn at random, all at once.
        const outcomes = [...Object.keys(OUTCOMES), ...Array.from({ length: 4 }, () => pick(random, Object.keys(OUTCOMES)))];
        await Promise.all(outcomes.map((outcome, i) => turn(attackRandom(`turn-ends ${seed} ${i}`), seed, outcome)));
      }
      const db = new Database(dbFile(), { readonly: true });
      const pending = db.prepare("SELECT count(*) AS n FROM messages WHERE status = 'pending'").get() as { n: number };
      db.close();
      if (pending.n > 0) problems.push(`${pending.n} message(s) left pending`);
    } finally {
      fx.mock.route(null);
      await stopServerProcess(child);
    }
    recordFigures("turnEnds", { ...seen, problems: problems.length });
    expect(seen.retriedAfter429).toBeGreaterThan(0);
    expect(seen.stops).toBeGreaterThan(0);
    expect(problems, `replay with ATTACK_SEED=${ATTACK_SEED}`).toEqual([]);
  });
});

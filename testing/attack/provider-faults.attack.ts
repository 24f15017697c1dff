import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../server/src/platform/access/access";
import { SESSION_COOKIE } from "../../server/src/platform/access/session.routes";
import { type ServedApp, startServedApp } from "../../server/test/served-app";
import { type MockOpenAI, startMockOpenAI } from "../mock-openai";
import { FAULTS } from "./faults";
import { ATTACK_SEED, ATTACK_SIZE, attackRandom, pick, recordFigures } from "./settings";
import { terminalOf, turnEndProblem } from "./turn-events";

const KEY = "sk-fault-echo-key-24680";
let served: ServedApp;
let mock: MockOpenAI;
let cookie: string;
beforeAll(async () => {
  mock = await startMockOpenAI();
  served = await startServedApp({ timeoutMs: 1000 });
  cookie = `${SESSION_COOKIE}=${createSession(served.t.db, served.t.clock).token}`;
  const res = await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small", key: KEY });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await served.close();
  await mock.close();
});

function call(method: string, url: string, body?: unknown, accept = "application/json") {
  return fetch(`${served.base}${url}`, {
    method,
    headers: { cookie, accept, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

type Outcome = { status: number; text: string };
/** A turn over JSON or SSE; the whole answer as text. */
async function turn(url: string, body: unknown, streamed: boolean): Promise<Outcome> {
  const res = await call("POST", url, body, streamed ? "text/event-stream" : "application/json");
  return { status: res.status, text: await res.text() };
}

const rows = (sql: string, ...params: unknown[]) => served.t.db.$client.prepare(sql).all(...params) as Record<string, unknown>[];

describe(`provider faults over JSON and SSE turns (seed ${ATTACK_SEED})`, () => {
  it("stores every owner message once, marks every failure, and never stores a reply twice", async () => {
    const random = attackRandom("faults");
    const problems: string[] = [];
    let faults = 0;
    for (let round = 0; round < ATTACK_SIZE.faultRounds; round++) {
      for (const [name, behaviour] of Object.entries(FAULTS)) {
        for (const streamed of [false, true]) {
          faults++;
          const group = random() < 0.4;
          const members = group ? ["aeris", "nova"] : [pick(random, ["aeris", "nova", "musashi", "socrates"])];
          const content = `fault ${round} ${name} ${streamed ? "sse" : "json"} ${Math.floor(random() * 1e9)}`;
          const groupTurn = group ? `fault-${Math.floor(random() * 1e12)}` : undefined;
          const where = `${name} over ${streamed ? "SSE" : "JSON"}${group ? " (group)" : ""}`;
          mock.script(behaviour);
          const outcomes = await Promise.all(
            members.map((m) => turn(`/api/personalities/${m}/messages`, { content, groupTurn }, streamed)),
          );
          for (const o of outcomes) {
            const ended = streamed && o.status === 200 ? turnEndProblem(o.text) : null;
            if (ended) problems.push(`${where}: the stream ${ended}`);
            else if (streamed ? !(o.status === 200 && terminalOf(o.text)?.event === "failed") : o.status !== 502) {
              problems.push(`${where}: answered ${o.status} ${o.text.slice(0, 200)}`);
            }
            if (o.text.includes(KEY)) problems.push(`${where}: the key is in the answer`);
          }
          const owners = rows("SELECT id, status, error FROM messages WHERE content = ? AND is_from_ai = 0", content);
          if (owners.length !== members.length) problems.push(`${where}: ${owners.length} owner message(s) stored, not ${members.length}`);
          for (const owner of owners) {
            if (owner.status !== "failed" || !owner.error) problems.push(`${where}: owner message is ${owner.status}, not failed`);
            if (String(owner.error).includes(KEY)) problems.push(`${where}: the key is in the stored error`);
            if (rows("SELECT id FROM messages WHERE reply_to = ?", owner.id).length > 0)
              problems.push(`${where}: a failed turn left a reply`);
          }

          // The provider recovers: Retry answers once, with one reply.
          mock.script({ kind: "reply", text: "Here I am again." });
          for (const owner of owners) {
            const retried = await turn(`/api/messages/${owner.id}/retry`, undefined, streamed);
            if (retried.status !== 200) problems.push(`${where}: Retry answered ${retried.status}`);
            const retryEnd = streamed ? turnEndProblem(retried.text) : null;
            if (retryEnd) problems.push(`${where}: the Retry's stream ${retryEnd}`);
            const replies = rows("SELECT status FROM messages WHERE reply_to = ? AND superseded = 0 AND deleted_at IS NULL", owner.id);
            if (replies.length !== 1 || replies[0]?.status !== "complete")
              problems.push(`${where}: ${replies.length} reply(ies) after Retry`);
          }

          // A regeneration that fails shows the earlier reply again, and stores nothing new.
          const reply = rows("SELECT id, reply_to AS owner FROM messages WHERE reply_to = ? AND superseded = 0", owners[0]?.id)[0];
          if (reply) {
            mock.script(behaviour);
            const regenerated = await turn(`/api/messages/${reply.id}/regenerate`, undefined, streamed);
            const regenerateEnd = streamed && regenerated.status === 200 ? turnEndProblem(regenerated.text) : null;
            if (regenerateEnd) problems.push(`${where}: the regeneration's stream ${regenerateEnd}`);
            const shown = rows("SELECT id, status FROM messages WHERE reply_to = ? AND superseded = 0 AND deleted_at IS NULL", reply.owner);
            if (shown.length !== 1 || shown[0]?.id !== reply.id)
              problems.push(`${where}: after a failed regeneration ${JSON.stringify(shown)}`);
          }
        }
      }
    }
    const pending = rows("SELECT id FROM messages WHERE status = 'pending'");
    if (pending.length > 0) problems.push(`${pending.length} message(s) left pending`);
    recordFigures("faults", { faults, problems: problems.length });
    expect(problems, `replay with ATTACK_SEED=${ATTACK_SEED}`).toEqual([]);
  });
});

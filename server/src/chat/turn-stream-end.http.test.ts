import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import type { MockBehaviour } from "../../../testing/mock-openai";
import { setUpServedAppWithMock } from "../../test/served-app";

/**
 * Every streamed turn ends with exactly one terminal event ("done" or "failed"), here on the path the owner found
 * broken: the first provider call is rate limited (429, Retry-After 1), and the retry then fails. The app is the real
 * one over a temporary SQLite file, served on a real socket as `npm start` serves it (the events go straight to Node's
 * response), the provider the real HTTP mock.
 */
const TIMEOUT_MS = 1000;
const rateLimited: MockBehaviour = { kind: "status", status: 429, headers: { "retry-after": "1" } };
const RETRY_FAILURES: Record<string, MockBehaviour> = {
  "hangs past the timeout": { kind: "hang" },
  "answers 500": { kind: "status", status: 500, headers: { "retry-after-ms": "1" } },
  "stalls after its first words": { kind: "reply", text: "The candles flicker and then", chunkDelayMs: TIMEOUT_MS * 2 },
};

const { ctx, call } = setUpServedAppWithMock({ timeoutMs: TIMEOUT_MS });

/** A streamed turn's events, read until the server ends the stream (or, so a missing end fails fast, 8 s). */
async function streamedTurn(name: string, content: string) {
  const res = await call("POST", `/api/personalities/${name}/messages`, { content }, "text/event-stream", AbortSignal.timeout(8000));
  expect(res.status).toBe(200);
  const text = await res.text().catch((e: Error) => `(the stream did not end: ${e.name})`);
  const events = [...text.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map((m) => ({ event: m[1], data: JSON.parse(m[2] ?? "null") }));
  return { text, events, terminal: events.filter((e) => e.event === "done" || e.event === "failed") };
}

const ownerMessage = (content: string) =>
  ctx.t.db.$client.prepare("SELECT status, error FROM messages WHERE content = ? AND is_from_ai = 0").get(content) as {
    status: string;
    error: string | null;
  };

describe("a streamed turn whose first call is rate limited and whose retry fails", () => {
  for (const [name, failure] of Object.entries(RETRY_FAILURES)) {
    it(`ends with one "failed" event when the retry ${name}, turns overlapping`, async () => {
      const members = ["aeris", "nova", "musashi"];
      // Each turn's first call is refused; every call after that (the retries) fails.
      ctx.mock.script(...members.map(() => rateLimited), failure);
      const turns = await Promise.all(members.map((m) => streamedTurn(m, `${m}: ${name}`)));
      for (const [i, turn] of turns.entries()) {
        expect(turn.events[0]?.event, turn.text).toBe("user");
        expect(
          turn.terminal.map((e) => e.event),
          turn.text,
        ).toEqual(["failed"]);
        expect(turn.events.at(-1)?.event, turn.text).toBe("failed");
        expect(ownerMessage(`${members[i]}: ${name}`).status).toBe("failed");
      }
    });
  }

  it('ends with one "failed" event even when the failure cannot be stored (the database is held by another writer)', async () => {
    // The server's connection gives up on the write lock quickly, so the test need not wait out the real 5 s.
    ctx.t.db.$client.pragma("busy_timeout = 50");
    ctx.mock.script(rateLimited, { kind: "status", status: 500, headers: { "retry-after-ms": "1" } });
    const turn = streamedTurn("aeris", "a failure that cannot be written");
    // While the turn waits out the Retry-After, another connection takes the write lock and keeps it.
    await new Promise((r) => setTimeout(r, 300));
    const other = new Database(path.join(ctx.t.dir, "citadel.sqlite"));
    other.exec("BEGIN IMMEDIATE");
    try {
      const { terminal, text } = await turn;
      expect(
        terminal.map((e) => e.event),
        text,
      ).toEqual(["failed"]);
      expect(terminal[0]?.data.message).toBe("The reply could not be written; try again");
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    // Nothing is left stuck: the next turn is answered.
    ctx.mock.script({ kind: "reply", text: "Here I am." });
    const next = await streamedTurn("nova", "after the lock");
    expect(
      next.terminal.map((e) => e.event),
      next.text,
    ).toEqual(["done"]);
  });
});

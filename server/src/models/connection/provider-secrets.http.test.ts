import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setUpSignedInApp } from "../../../test/signed-in-app";

const { ctx, call } = setUpSignedInApp();

/** Everything written to the console during a test. */
let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const level of ["log", "error", "warn", "info"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.stack}` : typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

/** Every row of every table, as text. */
function everyRow(): string {
  const sqlite = ctx.t.db.$client;
  const tables = sqlite.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all();
  return tables.map(({ name }) => JSON.stringify(sqlite.prepare(`SELECT * FROM "${name}"`).all())).join("\n");
}

/** The database's files on disk, WAL included. */
const databaseBytes = () =>
  readdirSync(ctx.t.dir)
    .filter((f) => f.startsWith("citadel.sqlite"))
    .map((f) => readFileSync(path.join(ctx.t.dir, f)).toString("latin1"))
    .join("");

describe("a provider that echoes the key in its error", () => {
  // One key shaped like OpenAI's and one of a server's own shape: the first is caught by its shape, the second only
  // because Citadel knows it is the key.
  for (const key of ["sk-echoed-secret-0123456789", "ollama-private-token-42"]) {
    it(`never lets the key (${key.slice(0, 6)}…) reach a response, a log line or the database`, async () => {
      const saved = await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: ctx.mock.url, model: "mock-small", key });
      expect(saved.status).toBe(200);
      ctx.mock.script({ kind: "echo-headers", status: 400 });

      const answers: string[] = [];
      const turn = await call("POST", "/api/personalities/nova/messages", { content: "Are you there?" });
      expect(turn.status).toBe(502);
      expect(turn.body.message).toContain("refused the request (400)");
      answers.push(JSON.stringify(turn.body));

      const streamed = await ctx.t.request("/api/personalities/aeris/messages", {
        method: "POST",
        headers: { cookie: ctx.cookie, "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({ content: "And you?" }),
      });
      const events = await streamed.text();
      expect(events).toContain("event: failed");
      answers.push(events);

      const tested = await call("POST", "/api/test-openai", {});
      expect(tested.status).toBe(502);
      answers.push(JSON.stringify(tested.body));
      for (const name of ["nova", "aeris"]) {
        const history = await call("GET", `/api/personalities/${name}/messages`);
        expect(history.body[0]).toMatchObject({ status: "failed", error: expect.stringContaining("refused the request") });
        answers.push(JSON.stringify(history.body));
      }
      answers.push(JSON.stringify((await call("GET", "/api/provider")).body), JSON.stringify((await call("GET", "/api/status")).body));

      // The provider did get the key, and did send it back.
      expect(ctx.mock.requests.at(-1)?.headers.authorization).toBe(`Bearer ${key}`);
      for (const text of [...answers, ...logged, everyRow(), databaseBytes()]) expect(text).not.toContain(key);
      expect(logged.join("\n")).toContain("refused the request (400)");
    });
  }
});

import { CODE_CUT_MARKER, CODE_TEXT } from "@contract/code";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";

const { ctx, call, selectMock, restart } = setUpSignedInApp();

const SOURCE = [
  "export function greet(name) {",
  '  return "Hello, " + name;',
  "}",
  "",
  'const farewell = (name) => "Bye, " + name;',
  "",
].join("\n");

describe("the code terminal's files", () => {
  it("saves, replaces (saying so), renames, deletes undoably and exports them", async () => {
    const saved = await call("PUT", "/api/code/files", { name: "greet.js", content: SOURCE });
    expect(saved.body).toMatchObject({ replaced: false, file: { name: "greet.js", language: "javascript" } });
    const replaced = await call("PUT", "/api/code/files", { name: "greet.js", content: "// again\n" });
    expect(replaced.body.replaced).toBe(true);
    await call("PUT", "/api/code/files", { name: "query.sql", content: "SELECT 1;" });
    expect((await call("GET", "/api/code/files")).body.map((f: { name: string; language: string }) => `${f.name}:${f.language}`)).toEqual([
      "greet.js:javascript",
      "query.sql:sql",
    ]);
    for (const bad of [
      { name: " ", content: "x" },
      { name: "a.js", content: "   " },
    ]) {
      const refused = await call("PUT", "/api/code/files", bad);
      expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining(CODE_TEXT.missing.description) } });
    }
    expect((await call("PATCH", "/api/code/files/query.sql", { to: "report.sql" })).body.name).toBe("report.sql");
    await call("DELETE", "/api/code/files/greet.js");
    expect((await call("GET", "/api/code/files")).body).toHaveLength(1);
    expect((await call("POST", "/api/code/files/greet.js/restore")).body.content).toBe("// again\n");
    const exported = await ctx.t.request("/api/code/export", { headers: { cookie: ctx.cookie } });
    expect(exported.headers.get("content-disposition")).toMatch(/citadel-code-export-\d{4}-\d{2}-\d{2}\.txt/);
    const text = await exported.text();
    expect(text).toContain("===== greet.js (javascript");
    expect(text).toContain("SELECT 1;");
  });

  it("keeps the files and the chat's history through a restart", async () => {
    await call("PUT", "/api/code/files", { name: "greet.js", content: SOURCE });
    await call("POST", "/api/chat/aeris", {
      message: "What is in greet.js?",
      file: { name: "greet.js", language: "javascript", content: SOURCE },
    });
    await restart();
    expect((await call("GET", "/api/code/files")).body).toMatchObject([{ name: "greet.js", content: SOURCE, language: "javascript" }]);
    expect((await call("GET", "/api/code/chat")).body.map((e: { content: string }) => e.content)[0]).toBe("What is in greet.js?");
  });

  it("says there is nothing to export when there are no files", async () => {
    const none = await call("GET", "/api/code/export");
    expect(none).toMatchObject({ status: 404, body: { message: CODE_TEXT.noFiles.description } });
  });
});

describe("the chat with Aeris about code", () => {
  it("answers from the file on the offline engine: language, size, declarations and where the question's words are", async () => {
    const answer = await call("POST", "/api/chat/aeris", {
      message: "Where is farewell used?",
      file: { name: "greet.js", language: "javascript", content: SOURCE },
      files: [{ name: "greet.js", language: "javascript" }],
      consciousnessMode: "sanctified",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.response).toContain("“greet.js” is javascript, 6 lines");
    expect(answer.body.response).toContain("`greet`");
    expect(answer.body.response).toContain("`farewell`");
    expect(answer.body.response).toMatch(/“farewell” appears on line 5/);
    const history = (await call("GET", "/api/code/chat")).body as { role: string }[];
    expect(history.map((e) => e.role)).toEqual(["user", "ai"]);
  });

  it("sends the file and the project's files to the model, cutting a file too long with a marker", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "```js\nconst x = 1;\n```" });
    const long = `// start\n${"x".repeat(30_000)}`;
    const answer = await call("POST", "/api/chat/aeris", {
      message: "Explain this",
      file: { name: "big.js", language: "javascript", content: long },
      files: [
        { name: "big.js", language: "javascript" },
        { name: "notes.md", language: "markdown" },
      ],
    });
    expect(answer.body).toMatchObject({ response: "```js\nconst x = 1;\n```", cut: true });
    const sent = ctx.mock.requests.at(-1)?.body.messages as { role: string; content: string }[];
    expect(sent[0]?.content).toContain("Code Terminal");
    expect(sent[0]?.content).toContain("big.js (javascript), notes.md (markdown)");
    expect(sent.at(-1)?.content).toContain("Explain this");
    expect(sent.at(-1)?.content).toContain("// start");
    expect(sent.at(-1)?.content).toContain(CODE_CUT_MARKER);
    ctx.mock.script({ kind: "reply", text: "" });
    expect((await call("POST", "/api/chat/aeris", { message: "Anything?" })).body.response).toBe(CODE_TEXT.noResponse);
    expect((await call("POST", "/api/chat/aeris", { message: "  " })).status).toBe(400);
  });

  it("streams the answer when asked for events: tokens as they come, then the stored answer; a provider failure says why", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "Here is a loop: ```js\nfor (;;) {}\n```" });
    const streamed = await ctx.t.request("/api/chat/aeris", {
      method: "POST",
      headers: { cookie: ctx.cookie, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ message: "A loop?" }),
    });
    expect(streamed.headers.get("content-type")).toContain("text/event-stream");
    const events = (await streamed.text())
      .split("\n\n")
      .filter((block) => block.startsWith("event:"))
      .map((block) => ({ event: /^event: (.*)$/m.exec(block)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null") }));
    const tokens = events.filter((e) => e.event === "token").map((e) => e.data.text as string);
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join("")).toBe("Here is a loop: ```js\nfor (;;) {}\n```");
    expect(events.at(-1)).toEqual({ event: "done", data: { response: tokens.join(""), cut: false } });
    expect((await call("GET", "/api/code/chat")).body.at(-1).content).toBe(tokens.join(""));

    ctx.mock.script({ kind: "status", status: 500, body: "model overloaded" });
    const failed = await ctx.t.request("/api/chat/aeris", {
      method: "POST",
      headers: { cookie: ctx.cookie, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ message: "Again?" }),
    });
    const text = await failed.text();
    expect(text).toContain("event: failed");
    expect(text).toContain("internal error (500)");
  });

  it("keeps no answer that was being written when a backup was restored, and says so (issue 39)", async () => {
    await selectMock();
    const words = Array.from({ length: 30 }, (_, i) => `word${i}`).join(" ");
    ctx.mock.script({ kind: "reply", text: `A loop, slowly: ${words}`, chunkDelayMs: 40 });
    ctx.mock.requests.length = 0;
    const asking = call("POST", "/api/chat/aeris", { message: "A loop?" });
    await expect.poll(() => ctx.mock.requests.some((r) => r.path.endsWith("/chat/completions"))).toBe(true);
    // The backup holds the question, asked a moment before; its answer is not written yet.
    const { id } = (await call("POST", "/api/backups")).body;
    expect((await call("POST", `/api/backups/${id}/restore`)).status).toBe(200);
    const restored = (await call("GET", "/api/code/chat")).body;
    expect(restored.map((e: { role: string }) => e.role)).toEqual(["user"]);
    expect(await asking).toMatchObject({ status: 409, body: { message: CODE_TEXT.restored } });
    expect((await call("GET", "/api/code/chat")).body).toEqual(restored);
  });
});

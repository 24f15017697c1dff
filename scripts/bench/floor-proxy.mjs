// The machine's floor for the chat-turn figures: the least any server can add here. A bare node:http server that
// forwards a turn to the provider as Citadel does (undici, connections kept alive, the reply streamed and parsed)
// and answers it (JSON, or SSE tokens when asked), storing nothing and checking nothing.
// With --store it also stores both messages as Citadel must, one durable commit each (SQLite, WAL, synchronous FULL):
// the floor for a server that keeps what it confirms.
// Usage: node scripts/bench/floor-proxy.mjs <provider base URL> <port> [--store <database file>]
import http from "node:http";
import Database from "better-sqlite3";
import { Agent, request } from "undici";

const [providerUrl, port, flag, file] = process.argv.slice(2);
const store = flag === "--store" ? openStore(file) : null;

function openStore(path) {
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec(
    "CREATE TABLE IF NOT EXISTS messages (id INTEGER PRIMARY KEY, content TEXT NOT NULL, from_ai INTEGER NOT NULL, status TEXT NOT NULL)",
  );
  const insert = db.prepare("INSERT INTO messages (content, from_ai, status) VALUES (?, ?, ?)");
  const complete = db.prepare("UPDATE messages SET content = ?, status = 'complete' WHERE id = ?");
  return {
    /** The owner's message and the reply's placeholder, in one commit before the provider is called. */
    begin: db.transaction((content) => {
      insert.run(content, 0, "complete");
      return Number(insert.run("", 1, "pending").lastInsertRowid);
    }),
    finish: (id, reply) => complete.run(reply, id),
  };
}
const dispatcher = new Agent({ keepAliveTimeout: 60_000 });

/** Yields the reply's text as the provider streams it (OpenAI chat-completions SSE). */
async function* replyText(content) {
  const res = await request(`${providerUrl}/chat/completions`, {
    method: "POST",
    dispatcher,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ model: "mock-small", stream: true, messages: [{ role: "user", content }] }),
  });
  res.body.setEncoding("utf8");
  let pending = "";
  for await (const text of res.body) {
    pending += text;
    for (let end = pending.indexOf("\n\n"); end >= 0; end = pending.indexOf("\n\n")) {
      const data = pending.slice(pending.indexOf("data: ") + 6, end);
      pending = pending.slice(end + 2);
      if (data !== "[DONE]") yield JSON.parse(data).choices[0]?.delta?.content ?? "";
    }
  }
}

http
  .createServer(async (req, res) => {
    const parts = [];
    for await (const part of req) parts.push(part);
    const { content } = JSON.parse(Buffer.concat(parts).toString());
    const id = store?.begin(content);
    let reply = "";
    if ((req.headers.accept ?? "").includes("text/event-stream")) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      for await (const text of replyText(content)) {
        reply += text;
        res.write(`event: token\ndata: ${JSON.stringify({ text })}\n\n`);
      }
      store?.finish(id, reply);
      res.end("event: done\ndata: {}\n\n");
      return;
    }
    for await (const text of replyText(content)) reply += text;
    store?.finish(id, reply);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ reply }));
  })
  .listen(Number(port), "127.0.0.1", () => console.log("ready"));

// The machine's floor for the chat-turn figures: the least any server can add here. A bare node:http server that
// forwards a turn to the provider as Citadel does (undici, connections kept alive, the reply streamed and parsed)
// and answers it (JSON, or SSE tokens when asked), storing nothing and checking nothing.
// Usage: node scripts/bench/floor-proxy.mjs <provider base URL> <port>
import http from "node:http";
import { Agent, request } from "undici";

const [providerUrl, port] = process.argv.slice(2);
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
    if ((req.headers.accept ?? "").includes("text/event-stream")) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      for await (const text of replyText(content)) res.write(`event: token\ndata: ${JSON.stringify({ text })}\n\n`);
      res.end();
      return;
    }
    let reply = "";
    for await (const text of replyText(content)) reply += text;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ reply }));
  })
  .listen(Number(port), "127.0.0.1", () => console.log("ready"));

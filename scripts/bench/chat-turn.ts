// Server time added to one chat turn over calling the provider directly, throughput, cold start and idle memory.
import { startMockOpenAI } from "../../testing/mock-openai";
import { percentile, removeDir, rssMb, signIn, startServer, stopServer } from "./server-process";

const TURNS = 300;
const WARMUP = 50;
const LOAD_SECONDS = 5;
const CONCURRENCY = 10;
const IDLE_AFTER_MS = 15_000;
const REPLY = "Welcome home, Dreamer. The candles of the Cathedral are lit for you tonight.";

const chatBody = (stream: boolean) =>
  JSON.stringify({ model: "mock-small", stream, messages: [{ role: "user", content: "Hello" }] });

/** Milliseconds until the response's first chunk containing `marker`, and until its end. */
async function timed(url: string, init: RequestInit, marker?: string): Promise<{ first: number; whole: number }> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
  let first = Number.NaN;
  const decoder = new TextDecoder();
  let seen = "";
  for await (const chunk of res.body) {
    if (Number.isNaN(first)) {
      seen += decoder.decode(chunk as Uint8Array, { stream: true });
      if (!marker || seen.includes(marker)) first = performance.now() - t0;
    }
  }
  return { first, whole: performance.now() - t0 };
}

async function series(n: number, run: () => Promise<{ first: number; whole: number }>) {
  const firsts: number[] = [];
  const wholes: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = await run();
    firsts.push(r.first);
    wholes.push(r.whole);
  }
  return { firsts, wholes };
}

const fmt = (n: number) => n.toFixed(2).padStart(7);

export async function benchChatTurn() {
  const mock = await startMockOpenAI();
  mock.script({ kind: "reply", text: REPLY });

  const starts: number[] = [];
  let server = await startServer(5189);
  starts.push(server.startMs);
  for (let i = 0; i < 2; i++) {
    await stopServer(server.child);
    server = await startServer(5189, server.dataDir);
    starts.push(server.startMs);
  }
  const { base } = server;
  const cookie = await signIn(base);
  const headers = { cookie, "content-type": "application/json" };
  await fetch(`${base}/api/provider`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" }),
  });

  const direct = (stream: boolean) => () =>
    timed(`${mock.url}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: chatBody(stream) }, stream ? '"content":"W' : undefined);
  const viaApp = (stream: boolean) => () =>
    timed(
      `${base}/api/personalities/aeris/messages`,
      {
        method: "POST",
        headers: stream ? { ...headers, accept: "text/event-stream" } : headers,
        body: JSON.stringify({ content: "Hello", consciousnessMode: "unveiled" }),
      },
      stream ? "event: token" : undefined,
    );

  await series(WARMUP, direct(true));
  await series(WARMUP, viaApp(true));
  const directWhole = await series(TURNS, direct(false));
  const appWhole = await series(TURNS, viaApp(false));
  const directStream = await series(TURNS, direct(true));
  const appStream = await series(TURNS, viaApp(true));

  // Throughput: 10 clients sending whole turns back to back.
  let done = 0;
  const until = performance.now() + LOAD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await viaApp(false)();
        done++;
      }
    }),
  );
  const rps = done / LOAD_SECONDS;

  // Idle: the server has had no request for this long (it hands memory back after a few quiet seconds).
  await new Promise((r) => setTimeout(r, IDLE_AFTER_MS));
  const idle = rssMb(server.child.pid ?? 0);

  await stopServer(server.child);
  removeDir(server.dataDir);
  await mock.close();

  const added = (app: number[], dir: number[], p: number) => percentile(app, p) - percentile(dir, p);
  console.log(`\nOne chat turn against a zero-delay mock (${TURNS} turns each; both messages stored)`);
  console.log("                      direct    via app    added    target");
  console.log(`  whole reply, p50  ${fmt(percentile(directWhole.wholes, 50))} ${fmt(percentile(appWhole.wholes, 50))} ${fmt(added(appWhole.wholes, directWhole.wholes, 50))} ms  <= 1.5 ms`);
  console.log(`  whole reply, p95  ${fmt(percentile(directWhole.wholes, 95))} ${fmt(percentile(appWhole.wholes, 95))} ${fmt(added(appWhole.wholes, directWhole.wholes, 95))} ms`);
  console.log(`  first token, p50  ${fmt(percentile(directStream.firsts, 50))} ${fmt(percentile(appStream.firsts, 50))} ${fmt(added(appStream.firsts, directStream.firsts, 50))} ms  <= 2 ms`);
  console.log(`  first token, p95  ${fmt(percentile(directStream.firsts, 95))} ${fmt(percentile(appStream.firsts, 95))} ${fmt(added(appStream.firsts, directStream.firsts, 95))} ms`);
  console.log(`  throughput, ${CONCURRENCY} clients: ${rps.toFixed(0)} turns/s (target > 1,500)`);
  console.log(`  cold start to first 200: ${starts.map((s) => s.toFixed(0)).join(" / ")} ms (first creates the database; target < 500 ms)`);
  console.log(`  idle memory, ${IDLE_AFTER_MS / 1000} s after the load: ${idle.toFixed(1)} MB RSS (target < 100 MB)`);
}

// Server time added to one chat turn over calling the provider directly, cold start and idle memory, with the machine's
// floors beside them: a bare proxy that stores and checks nothing, and the same proxy storing both messages durably.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startMockOpenAI } from "../../testing/mock-openai";
import { signIn, stopServerProcess } from "../../testing/server-process";
import { percentile, removeDir, rssMb, startChild, startServer } from "./server-process";
import { SILLYTAVERN } from "./throughput";

const TURNS = 300;
const WARMUP = 50;
const IDLE_AFTER_MS = 15_000;
const FLOOR_PORT = 5188;
const REPLY = "Welcome home, Dreamer. The candles of the Cathedral are lit for you tonight.";

const chatBody = (stream: boolean) => JSON.stringify({ model: "mock-small", stream, messages: [{ role: "user", content: "Hello" }] });

/** Milliseconds until the response's first chunk containing `marker`, and until its end. */
export async function timed(url: string, init: RequestInit, marker?: string): Promise<{ first: number; whole: number }> {
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

/** Whole replies, then streamed ones, one at a time, against one endpoint (throughput: throughput.ts, a lean generator). */
async function measureTurns(url: string, headers: Record<string, string>) {
  const turn = (stream: boolean) => () =>
    timed(
      url,
      {
        method: "POST",
        headers: stream ? { ...headers, accept: "text/event-stream" } : headers,
        body: JSON.stringify({ content: "Hello", consciousnessMode: "unveiled" }),
      },
      stream ? "event: token" : undefined,
    );
  await series(WARMUP, turn(true));
  const whole = await series(TURNS, turn(false));
  const stream = await series(TURNS, turn(true));
  return { whole, stream };
}

export async function benchChatTurn() {
  const mock = await startMockOpenAI();
  mock.script({ kind: "reply", text: REPLY });

  const starts: number[] = [];
  let server = await startServer();
  starts.push(server.startMs);
  for (let i = 0; i < 2; i++) {
    await stopServerProcess(server.child);
    server = await startServer(server.dataDir);
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
    timed(
      `${mock.url}/chat/completions`,
      { method: "POST", headers: { "content-type": "application/json" }, body: chatBody(stream) },
      stream ? '"content":"W' : undefined,
    );
  await series(WARMUP, direct(true));
  const directWhole = await series(TURNS, direct(false));
  const directStream = await series(TURNS, direct(true));
  const app = await measureTurns(`${base}/api/personalities/aeris/messages`, headers);

  // Idle: the server has had no request for this long (it hands memory back after a few quiet seconds).
  await new Promise((r) => setTimeout(r, IDLE_AFTER_MS));
  const idle = rssMb(server.child.pid ?? 0);
  await stopServerProcess(server.child);
  removeDir(server.dataDir);

  const floorProxy = await startChild(["scripts/bench/floor-proxy.mjs", mock.url, String(FLOOR_PORT)]);
  const floor = await measureTurns(`http://127.0.0.1:${FLOOR_PORT}/turn`, { "content-type": "application/json" });
  floorProxy.proc.kill();
  // The floor of a server that keeps what it confirms: the same proxy, storing both messages with durable commits.
  const storeDir = mkdtempSync(path.join(os.tmpdir(), "citadel-bench-store-"));
  const storingProxy = await startChild([
    "scripts/bench/floor-proxy.mjs",
    mock.url,
    String(FLOOR_PORT),
    "--store",
    path.join(storeDir, "floor.sqlite"),
  ]);
  const storing = await measureTurns(`http://127.0.0.1:${FLOOR_PORT}/turn`, { "content-type": "application/json" });
  storingProxy.proc.kill();
  removeDir(storeDir);
  await mock.close();

  // Added time at a percentile: whole replies compare the end of the answer, streamed ones its first token.
  type Measured = Awaited<ReturnType<typeof measureTurns>>;
  const added = (via: Measured, kind: "whole" | "stream", p: number) => {
    const [dir, at] = kind === "whole" ? [directWhole.wholes, via.whole.wholes] : [directStream.firsts, via.stream.firsts];
    return { dir: percentile(dir, p), at: percentile(at, p), more: percentile(at, p) - percentile(dir, p) };
  };
  const row = (label: string, kind: "whole" | "stream", p: number, target = "") => {
    const { dir, at, more } = added(app, kind, p);
    console.log(
      `  ${label}  ${fmt(dir)} ${fmt(at)} ${fmt(more)} ${fmt(added(floor, kind, p).more)} ${fmt(added(storing, kind, p).more)} ms  ${target}`,
    );
  };
  console.log(`\nOne chat turn against a zero-delay mock (${TURNS} turns each; both messages stored)`);
  console.log("                      direct    via app    added   floor  storing   target");
  const goal = 2 * added(storing, "whole", 50).more;
  row("whole reply, p50", "whole", 50, `<= ${goal.toFixed(2)} ms (2x the storing floor)`);
  row("whole reply, p95", "whole", 95);
  row("first token, p50", "stream", 50, `<= SillyTavern's ${SILLYTAVERN.firstTokenMs[0]}-${SILLYTAVERN.firstTokenMs[1]} ms`);
  row("first token, p95", "stream", 95);
  console.log("  floor: what a bare proxy adds on this machine, storing and checking nothing; storing: the same proxy storing both");
  console.log("  messages with durable commits (scripts/bench/floor-proxy.mjs). Throughput by a lean generator: see below.");
  console.log(`  cold start to first 200: ${starts.map((s) => s.toFixed(0)).join(" / ")} ms (first creates the database; target < 500 ms)`);
  console.log(`  idle memory, ${IDLE_AFTER_MS / 1000} s after the turns: ${idle.toFixed(1)} MB RSS (target < 100 MB)`);
}

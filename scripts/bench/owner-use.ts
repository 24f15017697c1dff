// One owner's real use of the chat, measured on two builds of the server in the same run, interleaved round by round:
// the server built from a commit that still had the writer thread for overlapping turns (issue 27 removed it), and
// this tree's. Each round, on each server in turn (the order alternating): one chat turn alone; the Trinity's two
// replies at once, first after a quiet spell (the owner read the last reply) and then right after another; a chat
// turn while a High Council runs. Then both servers rest longer than the idle trim waits (the thread rested then).
// Usage: npm run bench -- owner-use [<commit with the writer thread>]
import { randomBytes } from "node:crypto";
import { buildServerAt } from "../../testing/build-at-commit";
import { signIn, stopServerProcess } from "../../testing/server-process";
import { timed } from "./chat-turn";
import { percentile, removeDir, startChild, startServer } from "./server-process";
import { turnsPerSecond } from "./throughput";

/** The last commit with the writer thread (services/turn-writes/writer-thread.ts). */
export const WRITER_THREAD_COMMIT = "7030ada2659226546bad59240933424ba8e8b277";
const ROUNDS = 30;
const WARMUP_ROUNDS = 3;
/** Longer than the idle trim's IDLE_TRIM_QUIET_MS (2 s), after which the writer thread was ended. */
const QUIET_MS = 2500;
/** The mock streams a word this often: a model writing about a hundred tokens a second. */
const WORD_MS = 10;
/** How long the council has been speaking when the chat turn is sent beside it. */
const COUNCIL_RUNNING_MS = 300;
const REPLY = "Welcome home, Dreamer. The candles of the Cathedral are lit for you tonight.";

type Times = { first: number[]; whole: number[] };
const SCENARIOS = [
  "one chat turn alone",
  "Trinity, two replies after a quiet spell",
  "Trinity, two replies right after",
  "a chat turn beside a council",
] as const;
type Scenario = (typeof SCENARIOS)[number];

async function variant(label: string, main: string, providerUrl: string) {
  const server = await startServer(undefined, main);
  const cookie = await signIn(server.base);
  const headers = { cookie, "content-type": "application/json" };
  const call = (method: string, url: string, body?: unknown) =>
    fetch(`${server.base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const put = await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: providerUrl, model: "mock-small" });
  if (!put.ok) throw new Error(`${label}: the provider was not set (${put.status})`);
  const times = Object.fromEntries(SCENARIOS.map((s) => [s, { first: [], whole: [] }])) as unknown as Record<Scenario, Times>;
  /** A streamed turn: its first token and its end. */
  const turn = (name: string, content: string, groupTurn?: string) =>
    timed(
      `${server.base}/api/personalities/${name}/messages`,
      {
        method: "POST",
        headers: { ...headers, accept: "text/event-stream" },
        body: JSON.stringify({ content, consciousnessMode: "unveiled", groupTurn }),
      },
      "event: token",
    );
  const record = (scenario: Scenario, ...results: { first: number; whole: number }[]) => {
    for (const r of results) {
      times[scenario].first.push(r.first);
      times[scenario].whole.push(r.whole);
    }
  };
  const trinity = () => {
    const id = randomBytes(12).toString("hex");
    return Promise.all([turn("aeris", "How was your day?", id), turn("nova", "How was your day?", id)]);
  };
  const round = async (keep: boolean) => {
    const alone = await turn("aeris", "Are you there?");
    const afterQuiet = await trinity();
    const rightAfter = await trinity();
    const council = call("POST", "/api/council/exchange", { cycles: 50, initialMessage: "Should I move to another city?" });
    await new Promise((r) => setTimeout(r, COUNCIL_RUNNING_MS));
    const beside = await turn("socrates", "What is a good life?");
    await call("POST", "/api/council/control/stop");
    const answered = await council;
    if (!answered.ok) throw new Error(`${label}: the council answered ${answered.status}`);
    if (!keep) return;
    record("one chat turn alone", alone);
    record("Trinity, two replies after a quiet spell", ...afterQuiet);
    record("Trinity, two replies right after", ...rightAfter);
    record("a chat turn beside a council", beside);
  };
  /** Completed JSON turns per second with ten clients at once against a provider at `url` (not one owner's use). */
  const tenClients = async (url: string) => {
    await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: url, model: "mock-small" });
    return turnsPerSecond(`${server.base}/api/personalities/aeris/messages`, { cookie }, false);
  };
  return { label, server, times, round, tenClients };
}

export async function benchOwnerUse(commit = WRITER_THREAD_COMMIT) {
  const built = buildServerAt(commit);
  const mock = await startChild(["--import", "tsx", "scripts/bench/mock-process.ts", REPLY, String(WORD_MS)]);
  const withThread = await variant("with the thread", built.main, mock.line);
  const without = await variant("without", "dist/server/main.js", mock.line);
  for (let r = 0; r < WARMUP_ROUNDS + ROUNDS; r++) {
    for (const v of r % 2 === 0 ? [withThread, without] : [without, withThread]) await v.round(r >= WARMUP_ROUNDS);
    await new Promise((res) => setTimeout(res, QUIET_MS));
  }
  // Beside it, what the thread was added for: ten clients at once against a zero-delay mock, twice each, interleaved.
  const quick = await startChild(["--import", "tsx", "scripts/bench/mock-process.ts", REPLY]);
  const perSecond = new Map<string, number[]>([
    [withThread.label, []],
    [without.label, []],
  ]);
  for (const v of [withThread, without]) await v.tenClients(quick.line); // warm-up
  for (const order of [
    [withThread, without],
    [without, withThread],
  ]) {
    for (const v of order) perSecond.get(v.label)?.push(await v.tenClients(quick.line));
  }
  quick.proc.kill();
  for (const v of [withThread, without]) {
    await stopServerProcess(v.server.child);
    removeDir(v.server.dataDir);
  }
  mock.proc.kill();
  removeDir(built.dir);

  const cell = (xs: number[], p: number) => percentile(xs, p).toFixed(1).padStart(6);
  const ratio = (a: number[], b: number[], p: number) => (percentile(b, p) / percentile(a, p)).toFixed(2).padStart(5);
  console.log(`\nOne owner's use, ${ROUNDS} rounds interleaved: the writer thread (${commit.slice(0, 7)}) beside this tree (without it)`);
  console.log(`A mock streaming a word every ${WORD_MS} ms; ms, p50 / p95; ratio: without / with (below 1: quicker without)`);
  console.log("                                              first token: with  without  ratio      whole reply: with  without  ratio");
  for (const s of SCENARIOS) {
    const a = withThread.times[s];
    const b = without.times[s];
    for (const p of [50, 95]) {
      console.log(
        `  ${`${s}, p${p}`.padEnd(46)} ${cell(a.first, p)} ${cell(b.first, p)}  ${ratio(a.first, b.first, p)}              ${cell(a.whole, p)} ${cell(b.whole, p)}  ${ratio(a.whole, b.whole, p)}`,
      );
    }
  }
  const mean = (xs: number[] = []) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const [a, b] = [mean(perSecond.get(withThread.label)), mean(perSecond.get(without.label))];
  console.log(
    `  Not one owner's use: ten clients at once, zero-delay mock, JSON turns per second: ${a.toFixed(0)} with, ${b.toFixed(0)} without (${(b / a).toFixed(2)})`,
  );
  console.log(`  Repeat: npm run bench -- owner-use ${commit.slice(0, 7)}`);
}

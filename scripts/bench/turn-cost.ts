// What the server adds to a chat turn, guarded against the previous release: the server of PREVIOUS_RELEASE built
// beside this tree's, both against one OpenAI mock (a process of its own, answering at once), the same turns
// interleaved round by round (the order alternating, warm-up rounds first). For each build: the time it adds to a
// chat turn (the turn's time minus a direct call to the mock), to a streamed turn's first token and to a Trinity group
// turn (both sisters' replies), its CPU per chat turn (the server process's user and system time, read from
// /proc/<pid>/stat, so the server exposes nothing), and this tree's over the previous release's.
// Usage: npm run bench -- turn-cost [<commit>]
import { randomBytes } from "node:crypto";
import { buildServerAt } from "../../testing/build-at-commit";
import { signIn, stopServerProcess } from "../../testing/server-process";
import { timed } from "./chat-turn";
import { cpuMs, percentile, removeDir, startChild, startServer } from "./server-process";

/** The last commit before issue 25, a release whose chat turn cost a third of what it did at issue 36. */
export const PREVIOUS_RELEASE = "ea556b92dd47cbafab36624c8b261efbe0d2ba2e";
const ROUNDS = 60;
const WARMUP_ROUNDS = 10;
const REPLY = "Welcome home, Dreamer. The candles of the Cathedral are lit for you tonight.";
/** What the owner says, in turn (the same for both builds): some hold a time, most do not. */
const OWNER_LINES = [
  "Are you there?",
  "How was your day?",
  "Tomorrow at 5pm I see the dentist, wish me luck.",
  "I walked by the sea this morning and thought of you.",
  "Tell me something about the stars.",
  "Next Friday my sister comes to visit.",
];

export const KINDS = ["chat turn", "first token", "Trinity group turn"] as const;
export type Kind = (typeof KINDS)[number];
/** Chat turns a round sends each build: one whole, one streamed, and the Trinity group's two. */
export const TURNS_PER_ROUND = 4;

/** A build under test as the rounds use it: each call one turn of its kind, resolving with its time in ms. */
export type Contender = {
  label: string;
  turn: Record<Kind, (content: string) => Promise<number>>;
  /** The server process's CPU time so far, in ms. */
  cpuMs: () => number;
};

/** The same turns asked of the mock directly: what a build adds is measured over these. */
export type Direct = Record<Kind, () => Promise<number>>;

export type Measured = {
  direct: Record<Kind, number[]>;
  builds: { label: string; times: Record<Kind, number[]>; cpuMs: number; turns: number }[];
  /** Which build went first in each measured round, by label. */
  order: string[][];
};

const emptyTimes = () => Object.fromEntries(KINDS.map((k) => [k, []])) as unknown as Record<Kind, number[]>;

/**
 * Each round: the mock asked directly once for each kind, then every build sends the same turns (a whole chat turn, a
 * streamed one, a Trinity group turn), the builds' order reversed every other round. Warm-up rounds are not kept; a
 * build's CPU is read from the first kept round to the end.
 */
export async function interleave(direct: Direct, contenders: Contender[], rounds: number, warmup: number): Promise<Measured> {
  const measured: Measured = {
    direct: emptyTimes(),
    builds: contenders.map((c) => ({ label: c.label, times: emptyTimes(), cpuMs: 0, turns: 0 })),
    order: [],
  };
  let cpuAtStart: number[] = [];
  for (let r = 0; r < warmup + rounds; r++) {
    const keep = r >= warmup;
    if (r === warmup) cpuAtStart = contenders.map((c) => c.cpuMs());
    const content = OWNER_LINES[r % OWNER_LINES.length] ?? "";
    for (const kind of KINDS) {
      const ms = await direct[kind]();
      if (keep) measured.direct[kind].push(ms);
    }
    const order = contenders.map((c, i) => ({ c, i }));
    if (r % 2 === 1) order.reverse();
    if (keep) measured.order.push(order.map(({ c }) => c.label));
    for (const { c, i } of order) {
      const build = measured.builds[i];
      for (const kind of KINDS) {
        const ms = await c.turn[kind](content);
        if (keep && build) build.times[kind].push(ms);
      }
      if (keep && build) build.turns += TURNS_PER_ROUND;
    }
  }
  contenders.forEach((c, i) => {
    const build = measured.builds[i];
    if (build) build.cpuMs = c.cpuMs() - (cpuAtStart[i] ?? 0);
  });
  return measured;
}

/** A build's time added at a percentile: its turns' over the direct calls'. */
export const added = (turns: number[], direct: number[], p: number) => percentile(turns, p) - percentile(direct, p);

export type Summary = {
  rows: { kind: Kind; p50: number[]; p95: number[]; ratio: number }[];
  cpuPerTurn: number[];
  cpuRatio: number;
};

/** The builds' added times and CPU per chat turn; ratios are the last build's over the first's (below 1: cheaper). */
export function summarise(m: Measured): Summary {
  const ratio = (xs: number[]) => (xs.at(-1) ?? Number.NaN) / (xs[0] ?? Number.NaN);
  const rows = KINDS.map((kind) => {
    const p50 = m.builds.map((b) => added(b.times[kind], m.direct[kind], 50));
    const p95 = m.builds.map((b) => added(b.times[kind], m.direct[kind], 95));
    return { kind, p50, p95, ratio: ratio(p50) };
  });
  const cpuPerTurn = m.builds.map((b) => b.cpuMs / b.turns);
  return { rows, cpuPerTurn, cpuRatio: ratio(cpuPerTurn) };
}

/** The summary as the bench prints it. */
export function report(m: Measured, commit: string): string[] {
  const s = summarise(m);
  const [first, last] = [m.builds[0]?.label ?? "", m.builds.at(-1)?.label ?? ""];
  const cell = (xs: number[], i: number) => (xs[i] ?? Number.NaN).toFixed(2).padStart(8);
  return [
    `\nA chat turn's cost: ${first} beside ${last} (compared with commit ${commit}), ${m.order.length} rounds interleaved`,
    "Against one OpenAI mock answering at once. ms the server adds (the turn's time minus a direct call to the mock),",
    `p50 (p95); ratio: ${last} over ${first} at p50 (at most 1: no costlier).`,
    `                                ${first.padStart(18)}  ${last.padStart(18)}   ratio`,
    ...s.rows.map(
      (r) =>
        `  ${r.kind.padEnd(28)} ${cell(r.p50, 0)} (${cell(r.p95, 0)}) ${cell(r.p50, 1)} (${cell(r.p95, 1)})  ${r.ratio.toFixed(2).padStart(5)}`,
    ),
    `  ${"server CPU per chat turn".padEnd(28)} ${cell(s.cpuPerTurn, 0)}            ${cell(s.cpuPerTurn, 1)}             ${s.cpuRatio.toFixed(2).padStart(5)}`,
    `  (CPU: the server process's time over the kept rounds, ${TURNS_PER_ROUND} chat turns a round, the Trinity's two included)`,
    `  Repeat: npm run bench -- turn-cost ${commit.slice(0, 7)}`,
  ];
}

/** A running server as a contender: chat turns to Aeris (whole, then streamed), a group turn to Aeris and Nova. */
export function serverContender(label: string, base: string, cookie: string, cpu: () => number): Contender {
  const send = (name: string, content: string, stream: boolean, groupTurn?: string) =>
    timed(
      `${base}/api/personalities/${name}/messages`,
      {
        method: "POST",
        headers: { cookie, "content-type": "application/json", ...(stream ? { accept: "text/event-stream" } : {}) },
        body: JSON.stringify({ content, consciousnessMode: "unveiled", groupTurn }),
      },
      stream ? "event: token" : undefined,
    );
  return {
    label,
    cpuMs: cpu,
    turn: {
      "chat turn": async (content) => (await send("aeris", content, false)).whole,
      "first token": async (content) => (await send("aeris", content, true)).first,
      "Trinity group turn": async (content) => {
        const id = randomBytes(12).toString("hex");
        const t0 = performance.now();
        await Promise.all([send("aeris", content, true, id), send("nova", content, true, id)]);
        return performance.now() - t0;
      },
    },
  };
}

/** The mock asked as a server asks it: a whole reply, a stream's first words, two streams at once. */
export function directCalls(mockUrl: string): Direct {
  const ask = (stream: boolean) =>
    timed(
      `${mockUrl}/chat/completions`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ model: "mock-small", stream, messages: [{ role: "user", content: "Hello" }] }),
      },
      stream ? `"content":"${REPLY.slice(0, 1)}` : undefined,
    );
  return {
    "chat turn": async () => (await ask(false)).whole,
    "first token": async () => (await ask(true)).first,
    "Trinity group turn": async () => {
      const t0 = performance.now();
      await Promise.all([ask(true), ask(true)]);
      return performance.now() - t0;
    },
  };
}

async function startContender(label: string, main: string, mockUrl: string) {
  const server = await startServer(undefined, main);
  const cookie = await signIn(server.base);
  const put = await fetch(`${server.base}/api/provider`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ provider: "openai-compatible", baseUrl: mockUrl, model: "mock-small" }),
  });
  if (!put.ok) throw new Error(`${label}: the provider was not set (${put.status})`);
  const pid = server.child.pid ?? 0;
  return { server, contender: serverContender(label, server.base, cookie, () => cpuMs(pid)) };
}

export async function benchTurnCost(commit = PREVIOUS_RELEASE) {
  const built = buildServerAt(commit);
  const mock = await startChild(["--import", "tsx", "scripts/bench/mock-process.ts", REPLY]);
  const previous = await startContender(`release ${commit.slice(0, 7)}`, built.main, mock.line);
  const current = await startContender("this tree", "dist/server/main.js", mock.line);
  try {
    const measured = await interleave(directCalls(mock.line), [previous.contender, current.contender], ROUNDS, WARMUP_ROUNDS);
    for (const line of report(measured, commit)) console.log(line);
  } finally {
    for (const { server } of [previous, current]) {
      await stopServerProcess(server.child);
      removeDir(server.dataDir);
    }
    mock.proc.kill();
    removeDir(built.dir);
  }
}

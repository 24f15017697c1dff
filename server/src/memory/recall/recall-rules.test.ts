import { describe, expect, it } from "vitest";
import { fillBudget, fitRequest, RECALL_LINE_OVERHEAD, requestLimits } from "../../models/reply/request-budget";
import { recalledLine, recalledLines } from "../../models/reply/system-prompt";
import type { RecalledMemory } from "../../models/types";
import type { RecallRow } from "./recall";
import { aroundIn, NEIGHBOUR_SPAN, NEIGHBOUR_WEIGHT, neighbourIds, PAIR_WEIGHT, withContext } from "./recall-context";

const row = (id: number, role: "user" | "assistant", rank?: number): RecallRow => ({
  id,
  role,
  content: `memory ${id}`,
  createdAt: `2026-01-${String(id).padStart(2, "0")}T10:00:00.000Z`,
  importance: 6,
  sourceExchangeId: null,
  noteKind: null,
  rank,
});
/** A core's conversation of ids 1..20, owner on odd ids and replies on even ones. */
const core = Array.from({ length: 20 }, (_, i) => row(i + 1, i % 2 === 0 ? "user" : "assistant"));
const around = (from: number, to: number) => core.filter((r) => r.id >= from && r.id <= to);

describe("withContext (a hit brings its exchange and its neighbours)", () => {
  it("brings the reply after an owner's message at the pair's weight, the turns around at the neighbours'", () => {
    const out = withContext([row(9, "user", -4)], around, new Set());
    expect(out[0]).toMatchObject({ row: { id: 9 }, score: 1, context: false });
    const byId = new Map(out.slice(1).map((s) => [s.row.id, s.score]));
    expect(byId.get(10)).toBeCloseTo(PAIR_WEIGHT);
    expect(byId.get(8)).toBeCloseTo(NEIGHBOUR_WEIGHT);
    expect(byId.get(11)).toBeCloseTo(NEIGHBOUR_WEIGHT);
    expect(out[1]?.row.id).toBe(10);
  });

  it("brings the owner's message before a reply, skips what the working set holds, and gives nothing twice", () => {
    const out = withContext([row(10, "assistant", -4), row(12, "assistant", -2)], around, new Set([8]));
    const ids = out.map((s) => s.row.id);
    expect(ids.slice(0, 2)).toEqual([10, 12]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(8);
    // 9 is the first hit's partner; 11 is the second's partner and the first's neighbour: the higher score stands.
    const score = (id: number) => out.find((s) => s.row.id === id)?.score;
    expect(score(9)).toBeCloseTo(PAIR_WEIGHT);
    expect(score(11)).toBeCloseTo(Math.max(NEIGHBOUR_WEIGHT, 0.5 * PAIR_WEIGHT));
  });

  it("leaves a line of an exchange alone (its neighbours are another conversation)", () => {
    const line = { ...row(9, "user", -3), sourceExchangeId: 4 };
    expect(withContext([line], around, new Set()).map((s) => s.row.id)).toEqual([9]);
  });

  it("gives the same from the hits' neighbours read at once as from each hit's span read alone", () => {
    const hits = [row(3, "user", -5), row(4, "assistant", -4), { ...row(15, "user", -3), sourceExchangeId: 2 }, row(19, "user", -1)];
    const ids = neighbourIds(hits);
    expect(ids.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 17, 18, 19, 20, 21]);
    const readAtOnce = core.filter((r) => ids.includes(r.id));
    expect(withContext(hits, aroundIn(readAtOnce), new Set([6]))).toEqual(withContext(hits, around, new Set([6])));
    expect(aroundIn(readAtOnce)(19 - NEIGHBOUR_SPAN, 19 + NEIGHBOUR_SPAN)).toEqual(around(17, 21));
  });
});

const memory = (content: string, score: number, day: number): RecalledMemory => ({
  content,
  score,
  importance: 6,
  createdAt: `2026-02-${String(day).padStart(2, "0")}T10:00:00.000Z`,
});

describe("fillBudget (most useful first, never over)", () => {
  it("takes the most useful first, passes over what does not fit for smaller ones, and gives them oldest first", () => {
    const long = memory("x".repeat(300), 1, 3);
    const short = memory("a short one", 0.5, 1);
    const middle = memory("y".repeat(100), 0.6, 2);
    const chosen = fillBudget([long, short, middle], 200);
    expect(chosen).toEqual([short, middle]);
    const cost = chosen.reduce((n, m) => n + m.content.length + RECALL_LINE_OVERHEAD, 0);
    expect(cost).toBeLessThanOrEqual(200);
    expect(fillBudget([long, short, middle], 1000)).toEqual([short, middle, long]);
    expect(fillBudget([long], 10)).toEqual([]);
  });

  it("takes a long hit before short lines worth less, however cheap (issue 37)", () => {
    const answer = memory("z".repeat(250), 1, 5);
    const chatter = [memory("Thanks!", 0.3, 4), memory("Ha, true.", 0.3, 6), memory("See you!", 0.3, 7)];
    expect(fillBudget([...chatter, answer], 300)).toEqual([answer]);
  });
});

describe("requestLimits", () => {
  it("keeps a model of unknown context under 6,000 characters in all; a known context gives recall its share", () => {
    expect(requestLimits({})).toEqual({ requestChars: 6000, recallChars: 6000 });
    expect(requestLimits({ contextTokens: 8192 })).toEqual({ requestChars: 18432, recallChars: 6144 });
    expect(requestLimits({ recallChars: 1000 }).recallChars).toBe(1000);
  });
});

describe("fitRequest (the request's room, split on purpose)", () => {
  const base = {
    personality: { name: "aeris", title: "", profile: { name: "Aeris" } },
    mode: "sanctified",
    message: "m".repeat(100),
    ownerName: "Dreamer",
    cathedral: {},
  } as unknown as Parameters<typeof fitRequest>[0];
  const item = (i: number) => ({ role: "user" as const, content: "h".repeat(1000), timestamp: `t${i}`, importance: 6 });
  const names = { owner: "Dreamer", self: "Aeris" };
  // A provider that sends each text as it is (the core prompt standing for the persona's text), the memories as the
  // system prompt writes them under a 10-character heading.
  const measure = (r: typeof base) =>
    (r.corePrompt?.length ?? 0) +
    r.message.length +
    r.history.reduce((n, h) => n + h.content.length, 0) +
    (r.recalled.length > 0 ? 10 + recalledLines(r.recalled, names).reduce((n, line) => n + line.length + 1, 0) : 0);
  const history = Array.from({ length: 8 }, (_, i) => item(i));
  const recalled = Array.from({ length: 10 }, (_, i) => memory("r".repeat(271), 1 - i / 20, i + 1));

  it("gives memories what they want, the history losing its oldest items for them", () => {
    const fitted = fitRequest({ ...base, history, recalled }, {}, measure);
    // Each memory costs about 300 (its line and its day's heading): ten want about 3,000, so the history keeps what fits in the other 2,990
    // beside the message (two items); the room it leaves takes all ten.
    expect(fitted.history.map((h) => h.timestamp)).toEqual(["t6", "t7"]);
    expect(fitted.recalled).toHaveLength(10);
    expect(measure(fitted)).toBeLessThanOrEqual(6000);
  });

  it("gives memories up to 80% of the request, the short history keeping the rest", () => {
    const chat = Array.from({ length: 20 }, (_, i) => ({ ...item(i), content: "h".repeat(100) }));
    const many = Array.from({ length: 20 }, (_, i) => memory("r".repeat(271), 1 - i / 40, i + 1));
    const fitted = fitRequest({ ...base, history: chat, recalled: many }, {}, measure);
    // 4,800 for memories: fifteen of about 300 under the heading; the history keeps 1,100 beside the message.
    expect(fitted.recalled).toHaveLength(15);
    expect(fitted.history).toHaveLength(11);
  });

  it("keeps the last exchange of the history whatever the memories want", () => {
    const many = Array.from({ length: 20 }, (_, i) => memory("r".repeat(271), 1 - i / 40, i + 1));
    const fitted = fitRequest({ ...base, history, recalled: many }, {}, measure);
    expect(fitted.history.map((h) => h.timestamp)).toEqual(["t6", "t7"]);
    expect(fitted.recalled).toHaveLength(12);
    expect(measure(fitted)).toBeLessThanOrEqual(6000);
  });

  it("leaves the history its items when few memories want the room", () => {
    const fitted = fitRequest({ ...base, history, recalled: recalled.slice(0, 2) }, {}, measure);
    expect(fitted.history.map((h) => h.timestamp)).toEqual(["t3", "t4", "t5", "t6", "t7"]);
    expect(fitted.recalled).toHaveLength(2);
  });

  it("makes a longer persona text cost the history, not recall", () => {
    const chat = history.map((h) => ({ ...h, content: "h".repeat(500) }));
    const short = fitRequest({ ...base, corePrompt: "p".repeat(100), history: chat, recalled }, {}, measure);
    const long = fitRequest({ ...base, corePrompt: "p".repeat(1100), history: chat, recalled }, {}, measure);
    expect(long.recalled).toEqual(short.recalled);
    expect(long.history.length).toBeLessThan(short.history.length);
    expect(measure(long)).toBeLessThanOrEqual(6000);
  });
});

describe("recalledLines (who said it and when, issue 37)", () => {
  const at = "2023-05-08T18:00:00.000Z";
  const names = { owner: "Sam", self: "Nova" };
  it("names the owner, the personality itself, and its notes, under the day said, each day once", () => {
    const lines = recalledLines(
      [
        { content: "I'm starting a dance studio", createdAt: at, importance: 6, role: "user" },
        { content: "Tell me more!", createdAt: at, importance: 6, role: "assistant" },
        { content: "Sam teaches salsa", createdAt: "2023-05-09T08:00:00.000Z", importance: 6, role: "system", note: true },
      ],
      names,
    );
    expect(lines).toEqual([
      "On 8 May 2023:",
      "- Sam: I'm starting a dance studio",
      "- You, Nova: Tell me more!",
      "On 9 May 2023:",
      "- Nova's note about Sam: Sam teaches salsa",
    ]);
  });

  it("has fillBudget pay for a day's heading once, with its first line", () => {
    const line = (content: string, createdAt: string): RecalledMemory => ({ content, createdAt, importance: 6, role: "user", score: 1 });
    const cost = (m: RecalledMemory) => recalledLine(m, names).length + 1;
    const sameDay = [line("a".repeat(50), at), line("b".repeat(50), at)];
    const twoDays = [line("a".repeat(50), at), line("b".repeat(50), "2023-05-09T18:00:00.000Z")];
    // Two lines of 58 and one heading of 15: 131 characters.
    expect(fillBudget(sameDay, 131, cost, true)).toHaveLength(2);
    expect(fillBudget(twoDays, 131, cost, true)).toHaveLength(1);
    expect(fillBudget(twoDays, 146, cost, true)).toHaveLength(2);
  });
});

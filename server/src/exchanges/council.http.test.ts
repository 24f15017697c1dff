import { COUNCIL_TEXT, councilStateSchema } from "@contract/exchanges";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";
import { interruptRunning } from "./store";

const { ctx, call, selectMock } = setUpSignedInApp();

const QUESTION = "Should I leave my city to study the stars far away?";
const state = async () => councilStateSchema.parse((await call("GET", "/api/council/state")).body);
const order = (messages: { role: string; speaker: string; cycleNumber: number }[]) =>
  messages.filter((m) => m.role !== "owner").map((m) => `${m.cycleNumber}:${m.role === "resolution" ? "resolution" : m.speaker}`);

describe("the High Council", () => {
  it("hears Aeris, Nova, Musashi and Socrates in that order each cycle, then closes with a resolution", async () => {
    const answer = await call("POST", "/api/council/exchange", { cycles: 2, initialMessage: QUESTION, consciousnessMode: "sanctified" });
    expect(answer.status).toBe(200);
    expect(answer.body.messages[0]).toMatchObject({ role: "owner", content: QUESTION });
    expect(order(answer.body.messages)).toEqual([
      "1:Aeris",
      "1:Nova",
      "1:Musashi",
      "1:Socrates",
      "2:Aeris",
      "2:Nova",
      "2:Musashi",
      "2:Socrates",
      "2:resolution",
    ]);
    expect(answer.body.message).toBe("9 responses from the High Council");
    const resolution = answer.body.messages.at(-1);
    expect(resolution).toMatchObject({ personality: "council", speaker: "Council" });
    expect(resolution.content).toMatch(/Agreed:[\s\S]*Disagreed:[\s\S]*Advice:/);
    expect(await state()).toMatchObject({ isActive: false, cycleCount: 2, status: "done" });
  });

  it("answers each other by name, in four voices, without repeating a sentence over ten cycles", async () => {
    const { body } = await call("POST", "/api/council/exchange", { cycles: 10, initialMessage: QUESTION });
    const lines = body.messages.filter((m: { role: string }) => m.role === "line") as { speaker: string; content: string }[];
    expect(lines).toHaveLength(40);
    const sentences = lines.flatMap((l) => l.content.split(/(?<=[.!?])\s+/));
    expect(new Set(sentences).size).toBe(sentences.length);
    // After the first, every line sides with or against the member before it, by name.
    for (let i = 1; i < lines.length; i++) {
      expect(lines[i]?.content).toMatch(new RegExp(`I (agree|stand|side|disagree|part ways|differ) (with|from) ${lines[i - 1]?.speaker}`));
    }
    // The resolution keeps the disagreements as they were said.
    const resolution = body.messages.at(-1).content as string;
    const against = lines.find((l) => /I (disagree with|part ways with|differ from)/.test(l.content));
    if (against) expect(resolution).toContain(`${against.speaker} against`);
  });

  it("clamps the cycles to 1-50 (a non-number is 1) and refuses a blank question", async () => {
    for (const [cycles, expected] of [
      [0, 1],
      [51, 50],
      ["abc", 1],
      [2.7, 2],
    ] as const) {
      await call("POST", "/api/council/control/clear");
      await selectMock();
      ctx.mock.script({ kind: "hang" });
      // A council that cannot answer is not needed here: only the cycles it was given.
      void call("POST", "/api/council/exchange", { cycles, initialMessage: QUESTION });
      await new Promise((r) => setTimeout(r, 50));
      expect((await state()).cycles, String(cycles)).toBe(expected);
      await call("POST", "/api/council/control/stop");
      await call("PUT", "/api/provider", { provider: "offline" });
    }
    const blank = await call("POST", "/api/council/exchange", { cycles: 2, initialMessage: "   " });
    expect(blank).toMatchObject({ status: 400, body: { message: `initialMessage: ${COUNCIL_TEXT.blankQuestion}` } });
  });

  it("gives each member the question and the others' lines, and skips a member whose reply fails, with a note", async () => {
    await selectMock();
    ctx.mock.script(
      { kind: "reply", text: "Aeris answers with care." },
      { kind: "status", status: 400, body: JSON.stringify({ error: { message: "nova is unwell" } }) },
      { kind: "reply", text: "Musashi answers with strategy." },
      { kind: "reply", text: "Socrates answers with a question." },
      { kind: "reply", text: "Agreed: care. Disagreed: none. Advice: go." },
    );
    const { body } = await call("POST", "/api/council/exchange", { cycles: 1, initialMessage: QUESTION });
    expect(body.messages.map((m: { role: string; speaker: string }) => `${m.role}:${m.speaker}`)).toEqual([
      "owner:Dreamer",
      "line:Aeris",
      "note:Citadel",
      "line:Musashi",
      "line:Socrates",
      "resolution:Council",
    ]);
    expect(body.messages[2].content).toContain("Nova could not answer this turn");
    const toSocrates = JSON.stringify(ctx.mock.requests[3]?.body.messages);
    expect(toSocrates).toContain(QUESTION);
    expect(toSocrates).toContain("Aeris: Aeris answers with care.");
    expect(toSocrates).toContain("Musashi: Musashi answers with strategy.");
    const toCouncil = (ctx.mock.requests[4]?.body.messages as { content: string }[] | undefined)?.[0]?.content;
    expect(toCouncil).toContain("Close the deliberation with a short resolution");
  });

  it("survives a restart as interrupted, resumes, and clears to a fresh page while the council stays in the history", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "A slow and careful answer for the Council.", chunkDelayMs: 20 });
    const convened = call("POST", "/api/council/exchange", { cycles: 1, initialMessage: QUESTION });
    for (let i = 0; i < 200 && ctx.mock.requests.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    await call("POST", "/api/council/control/pause");
    await convened;
    // What a crash leaves: the run still marked running, its loop gone; the next start marks it interrupted.
    ctx.t.db.$client.prepare("UPDATE exchanges SET status = 'running' WHERE kind = 'council'").run();
    interruptRunning(ctx.t.db, ctx.t.clock);
    expect((await state()).status).toBe("interrupted");
    await call("POST", "/api/council/control/resume");
    await ctx.t.exchanges.settled();
    const done = await state();
    expect(order(done.conversation)).toEqual(["1:Aeris", "1:Nova", "1:Musashi", "1:Socrates", "1:resolution"]);
    await call("POST", "/api/council/control/clear");
    expect((await state()).conversation).toEqual([]);
    const history = await call("GET", "/api/exchanges?kind=council");
    expect(history.body[0]).toMatchObject({ kind: "council", topic: QUESTION, participants: ["Aeris", "Nova", "Musashi", "Socrates"] });
    expect((await call("POST", "/api/council/control/dance")).status).toBe(400);
  });
});

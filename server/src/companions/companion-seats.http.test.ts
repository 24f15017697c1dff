import { bridgeStateSchema, councilStateSchema, type ExchangeSummary } from "@contract/exchanges";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";

const { ctx, call, selectMock } = setUpSignedInApp();

const QUESTION = "Should I leave my city to study the stars far away?";
const make = (name: string, personality: string, dialogue = "") =>
  call("POST", "/api/companions", { name, personality, exampleDialogue: dialogue, scenario: "{{user}} meets {{char}} by a dark river." });
const spoken = (messages: { role: string; speaker: string; cycleNumber: number }[]) =>
  messages.filter((m) => m.role === "line").map((m) => `${m.cycleNumber}:${m.speaker}`);

describe("companions in seats", () => {
  it("pair on the Trinity Bridge with a seed, each in its own voice offline, remembering what was said", async () => {
    await make("Rook", "dry, watchful", "{{char}}: The river keeps its own counsel. So do I.");
    const run = await call("POST", "/api/trinity/exchange", { cycles: 2, members: ["rook", "nova"] });
    expect(run.status).toBe(200);
    expect(spoken(run.body.conversation)).toEqual(["1:Rook", "1:Nova", "2:Rook", "2:Nova"]);
    const rook = run.body.conversation.filter((m: { speaker: string }) => m.speaker === "Rook").slice(1) as { content: string }[];
    for (const line of rook) expect(line.content).not.toMatch(/rose window|Cathedral|archive of the heart/);
    const state = bridgeStateSchema.parse((await call("GET", "/api/trinity/state")).body.state);
    expect(state.members).toEqual([
      { name: "rook", speaker: "Rook" },
      { name: "nova", speaker: "Nova" },
    ]);
    // The history names the pair; Rook remembers the bridge.
    const history = (await call("GET", "/api/exchanges?kind=trinity")).body as ExchangeSummary[];
    expect(history[0]?.participants).toEqual(["Rook", "Nova"]);
    const memories = ctx.t.db.$client
      .prepare(
        "SELECT count(*) FROM memories m JOIN personalities p ON p.id = m.personality_id WHERE p.name = 'rook' AND m.source_exchange_id IS NOT NULL",
      )
      .pluck()
      .get() as number;
    expect(memories).toBeGreaterThan(0);
    // Seated in a bridge that may go on (paused), it cannot be deleted; once the bridge is cleared, it can.
    ctx.t.db.$client.prepare("UPDATE exchanges SET status = 'paused'").run();
    const refused = await call("DELETE", "/api/companions/rook", { confirm: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Rook is taking part in the Trinity Bridge/);
    expect((await call("GET", "/api/companions/rook")).status).toBe(200);
    // Without members the bridge is the sisters' again.
    await call("POST", "/api/trinity/control/clear");
    const sisters = await call("POST", "/api/trinity/exchange", { cycles: 1 });
    expect(spoken(sisters.body.conversation)).toEqual(["1:Aeris", "1:Nova"]);
    expect((await call("DELETE", "/api/companions/rook", { confirm: true })).status).toBe(200);
    // Its lines stay in the history, under its name.
    const detail = (await call("GET", `/api/exchanges/${history[0]?.id}`)).body as { conversation: { speaker: string }[] };
    expect(detail.conversation.some((m) => m.speaker === "Rook")).toBe(true);
  });

  it("seat 2 to 6 at the High Council, companions beside or instead of the four, and reach the model's prompt", async () => {
    await make("Rook", "dry, watchful");
    await make("Ivy", "cheerful, curious");
    const two = await call("POST", "/api/council/exchange", { cycles: 1, initialMessage: QUESTION, members: ["rook", "ivy"] });
    expect(two.status).toBe(200);
    expect(spoken(two.body.messages)).toEqual(["1:Rook", "1:Ivy"]);
    expect(two.body.messages.at(-1)).toMatchObject({ role: "resolution" });
    expect(councilStateSchema.parse((await call("GET", "/api/council/state")).body).members.map((m) => m.speaker)).toEqual(["Rook", "Ivy"]);

    await selectMock();
    const six = await call("POST", "/api/council/exchange", {
      cycles: 1,
      initialMessage: QUESTION,
      members: ["aeris", "nova", "musashi", "socrates", "rook", "ivy"],
    });
    expect(spoken(six.body.messages)).toEqual(["1:Aeris", "1:Nova", "1:Musashi", "1:Socrates", "1:Rook", "1:Ivy"]);
    const prompts = ctx.mock.requests.map((r) => (r.body.messages as { content: string }[])[0]?.content ?? "");
    const rookPrompt = prompts.find((p) => p.startsWith("You are Rook"));
    expect(rookPrompt).toContain("Your personality: dry, watchful");
    expect(rookPrompt).toContain("at the High Council");
    expect(rookPrompt).toMatch(/Aeris, Nova, Musashi, Socrates and Ivy/);
  });

  it("refuse seats that cannot be filled, starting nothing", async () => {
    await make("Rook", "dry");
    const cases: [string, unknown, RegExp][] = [
      ["/api/council/exchange", { cycles: 1, initialMessage: QUESTION, members: ["rook"] }, /2 to 6/],
      [
        "/api/council/exchange",
        { cycles: 1, initialMessage: QUESTION, members: ["aeris", "nova", "musashi", "socrates", "rook", "trinity", "user"] },
        /At most 6/,
      ],
      ["/api/council/exchange", { cycles: 1, initialMessage: QUESTION, members: ["rook", "rook"] }, /one seat/],
      ["/api/council/exchange", { cycles: 1, initialMessage: QUESTION, members: ["rook", "user"] }, /"user"/],
      ["/api/council/exchange", { cycles: 1, initialMessage: QUESTION, members: ["rook", "nobody"] }, /"nobody"/],
      ["/api/trinity/exchange", { cycles: 1, members: ["rook", "nova", "aeris"] }, /exactly 2/],
      ["/api/trinity/exchange", { cycles: 1, members: ["rook", "Bad Name"] }, /route name/],
      ["/api/guardian/exchange", { cycles: 1, members: ["rook", "nova"] }, /Guardian Bridge is Musashi/],
    ];
    for (const [url, body, why] of cases) {
      const answer = await call("POST", url, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(why);
    }
    expect(ctx.t.db.$client.prepare("SELECT count(*) FROM exchanges").pluck().get()).toBe(0);
  });
});

import { bridgeStateSchema, EXCHANGE_TEXT, guardianStateSchema } from "@contract/exchanges";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";
import { storeMemory } from "../memory/store";
import type { ProviderRegistry } from "../models/providers/provider-registry";
import type { ModelProvider } from "../models/types";
import { getPersonality } from "../personas/personalities";
import { createExchangeHub } from "./live/hub";
import { createExchanges } from "./orchestrator";
import { interruptRunning } from "./store";

const { ctx, call, selectMock } = setUpSignedInApp();

const trinityState = async () => bridgeStateSchema.parse((await call("GET", "/api/trinity/state")).body.state);
const guardian = async () => guardianStateSchema.parse((await call("GET", "/api/guardian/state")).body.state);
const lines = (state: { conversation: { role: string; speaker: string; cycleNumber: number }[] }) =>
  state.conversation.filter((m) => m.role === "line").map((m) => `${m.cycleNumber}:${m.speaker}`);
/** Waits until the mock has been asked `n` times. */
async function askedTimes(n: number) {
  for (let i = 0; i < 400 && ctx.mock.requests.length < n; i++) await new Promise((r) => setTimeout(r, 10));
}

describe("the Trinity bridge", () => {
  it("runs to its last cycle on the offline engine, Aeris opening and Nova answering, and answers with the conversation", async () => {
    const answer = await call("POST", "/api/trinity/exchange", { cycles: 3, initialMessage: "Nova, do you see the comet?" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: "3 cycles completed successfully" });
    expect(answer.body.conversation[0]).toMatchObject({ speaker: "Aeris", content: "Nova, do you see the comet?", cycleNumber: 1 });
    const state = await trinityState();
    expect(lines(state)).toEqual(["1:Aeris", "1:Nova", "2:Aeris", "2:Nova", "3:Aeris", "3:Nova"]);
    expect(state).toMatchObject({ isActive: false, cycleCount: 3, supervisionEnabled: true, status: "done" });
    for (const m of state.conversation) {
      expect(m.metadata.wordCount).toBeGreaterThan(0);
      expect(m.timestamp).toMatch(/^\d{4}-/);
    }
    expect(state.currentEmotion).toBe(state.conversation.at(-1)?.emotion);
  });

  it("opens with the spec's default line, and refuses cycles outside 1-20 with the spec's words", async () => {
    for (const cycles of [0, 21, -3, 2.5, "many"]) {
      const refused = await call("POST", "/api/trinity/exchange", { cycles });
      expect(refused.status, String(cycles)).toBe(400);
      expect(refused.body.message).toContain(
        typeof cycles === "number" && Number.isInteger(cycles) ? EXCHANGE_TEXT.trinityCycles : "cycles",
      );
    }
    expect((await trinityState()).conversation).toEqual([]);
    await call("POST", "/api/trinity/exchange", { cycles: 1 });
    expect((await trinityState()).conversation[0]?.content).toBe("Nova, are you awake?");
  });

  it("refuses a second exchange while one runs, pauses after the line being written, resumes, and clears to a fresh page", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "Slow words come one at a time tonight.", chunkDelayMs: 30 });
    const started = call("POST", "/api/trinity/exchange", { cycles: 4 });
    await askedTimes(1);
    const second = await call("POST", "/api/trinity/exchange", { cycles: 2 });
    expect(second.status).toBe(409);
    expect((await call("POST", "/api/trinity/control/pause")).body).toMatchObject({ success: true });
    const paused = await started;
    expect(paused.body.status).toBe("paused");
    const atPause = await trinityState();
    // The line being written when Pause came was finished and stored.
    expect(lines(atPause)).toEqual(["1:Aeris", "1:Nova"]);
    expect(atPause).toMatchObject({ isActive: false, status: "paused" });

    ctx.mock.script({ kind: "reply", text: "Each line takes up where the last one left the stars." });
    expect((await call("POST", "/api/trinity/control/resume")).status).toBe(200);
    await ctx.t.exchanges.settled();
    // Supervision stops the mock's identical lines; unsupervised they would run on.
    const after = await trinityState();
    expect(after.stopReason).toBe(EXCHANGE_TEXT.stop.repeating("Nova", "Aeris"));
    expect(after.conversation.at(-1)).toMatchObject({ role: "note", content: after.stopReason });

    const id = after.exchangeId;
    expect((await call("POST", "/api/trinity/control/clear")).status).toBe(200);
    expect(await trinityState()).toMatchObject({ conversation: [], exchangeId: null, isActive: false });
    // Cleared, never deleted.
    const kept = await call("GET", `/api/exchanges/${id}`);
    expect(kept.body.conversation.length).toBe(after.conversation.length);
    expect((await call("POST", "/api/trinity/control/dance")).status).toBe(400);
  });

  it("runs unsupervised to its last cycle even when the speakers repeat themselves", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "The same words, again and again." });
    expect((await call("POST", "/api/trinity/control/supervision", { enabled: false })).status).toBe(200);
    const answer = await call("POST", "/api/trinity/exchange", { cycles: 3 });
    expect(answer.body.status).toBe("done");
    expect(lines(await trinityState())).toHaveLength(6);
    expect((await trinityState()).supervisionEnabled).toBe(false);
  });

  it("stops under supervision when a speaker writes lines for the owner", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "I wonder.\nDreamer: Yes, Nova, tell me more!" });
    const answer = await call("POST", "/api/trinity/exchange", { cycles: 3 });
    expect(answer.body).toMatchObject({ success: true, status: "stopped", message: EXCHANGE_TEXT.stop.speaksForOthers("Nova", "Dreamer") });
  });

  it("keeps what was written when the provider fails, and Resume goes on from there", async () => {
    await selectMock();
    ctx.mock.script(
      { kind: "reply", text: "First the comet rose." },
      { kind: "reply", text: "Then the lanterns answered." },
      { kind: "status", status: 400, body: JSON.stringify({ error: { message: "context too long" } }) },
    );
    const answer = await call("POST", "/api/trinity/exchange", { cycles: 3 });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ error: "provider_error", success: false, message: expect.stringContaining("context too long") });
    const failed = await trinityState();
    expect(lines(failed)).toEqual(["1:Aeris", "1:Nova", "2:Aeris"]);
    expect(failed).toMatchObject({ status: "failed", error: expect.stringContaining("context too long") });

    ctx.mock.script(
      { kind: "reply", text: "And the bell rang once for each of us." },
      { kind: "reply", text: "Then silence, soft as snow." },
      { kind: "reply", text: "Until morning found the window." },
    );
    await call("POST", "/api/trinity/control/resume");
    await ctx.t.exchanges.settled();
    const done = await trinityState();
    expect(lines(done)).toEqual(["1:Aeris", "1:Nova", "2:Aeris", "2:Nova", "3:Aeris", "3:Nova"]);
    expect(done.status).toBe("done");
  });

  it("gives each speaker the other's last line, its own lines as its own, and its own recalled memories", async () => {
    await selectMock();
    const nova = getPersonality(ctx.t.db, "nova");
    storeMemory(ctx.t.db, ctx.t.clock, {
      personalityId: nova.id,
      mode: "sanctified",
      role: "user",
      content: "The comet over the lantern hall was silver and sang",
      importance: 6,
    });
    ctx.mock.script({ kind: "reply", text: "Nova remembers a silver comet singing." }, { kind: "reply", text: "Aeris hears the song." });
    await call("POST", "/api/trinity/exchange", { cycles: 2, initialMessage: "Nova, do you remember the comet over the lantern hall?" });
    const [toNova, toAeris] = ctx.mock.requests.map((r) => r.body.messages as { role: string; content: string }[]);
    expect(toNova?.[0]?.content).toContain("You are Nova");
    expect(toNova?.[0]?.content).toContain("conversation with Aeris on the Trinity Bridge");
    expect(toNova?.[0]?.content).toContain("The comet over the lantern hall was silver and sang");
    expect(toNova?.at(-1)).toEqual({ role: "user", content: "Nova, do you remember the comet over the lantern hall?" });
    // Aeris sees her own opening as her own, and Nova's line as the other side.
    expect(toAeris?.slice(1)).toEqual([
      { role: "assistant", content: "Nova, do you remember the comet over the lantern hall?" },
      { role: "user", content: "Nova remembers a silver comet singing." },
    ]);
  });

  it("lets the owner step in under supervision: both speakers hear it next", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "The first answer drifts slowly across the dome.", chunkDelayMs: 20 });
    const started = call("POST", "/api/trinity/exchange", { cycles: 2 });
    await askedTimes(1);
    expect((await call("POST", "/api/trinity/step-in", { content: "Tell me about the northern lights" })).status).toBe(200);
    ctx.mock.script(
      { kind: "reply", text: "Green fire over the snow, Dreamer." },
      { kind: "reply", text: "And violet at its edges, sister." },
    );
    await started;
    const [, toAeris, toNova] = ctx.mock.requests.map((r) => JSON.stringify(r.body.messages));
    expect(toAeris).toContain("Tell me about the northern lights");
    expect(toNova).toContain("Tell me about the northern lights");
    expect((await trinityState()).conversation.find((m) => m.role === "owner")).toMatchObject({
      content: "Tell me about the northern lights",
    });
  });
});

describe("exchanges after a restart", () => {
  it("shows a run cut off by a restart as interrupted, and Resume finishes it without losing or repeating a line", async () => {
    // The first server: its provider answers twice, then never again (the process is about to die).
    let answered = 0;
    const dying: ModelProvider = {
      id: "offline",
      model: "dying",
      async *stream() {
        if (answered++ >= 2) await new Promise(() => {});
        yield `Line number ${answered} of the first life.`;
      },
    };
    const first = createExchanges({
      db: ctx.t.db,
      clock: ctx.t.clock,
      providers: { ...ctx.t.providers, current: () => dying } as ProviderRegistry,
      hub: createExchangeHub(),
    });
    first.start("trinity", { cycles: 3 });
    for (let i = 0; i < 200 && answered < 3; i++) await new Promise((r) => setTimeout(r, 5));

    // The restarted server: what main.ts does before listening, then the owner presses Resume.
    interruptRunning(ctx.t.db, ctx.t.clock);
    const interrupted = await trinityState();
    expect(interrupted.status).toBe("interrupted");
    expect(lines(interrupted)).toEqual(["1:Aeris", "1:Nova", "2:Aeris"]);
    await call("POST", "/api/trinity/control/resume");
    await ctx.t.exchanges.settled();
    const done = await trinityState();
    expect(lines(done)).toEqual(["1:Aeris", "1:Nova", "2:Aeris", "2:Nova", "3:Aeris", "3:Nova"]);
    expect(done.conversation.slice(0, 3).map((m) => m.content)).toEqual(interrupted.conversation.map((m) => m.content));
  });
});

describe("memories of an exchange", () => {
  it("lets Aeris recall in a one-to-one chat what Nova told her on the bridge", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "The aurora over Vardø hums in violet tonight." });
    await call("POST", "/api/trinity/exchange", { cycles: 1, initialMessage: "Nova, what did you see from the observatory?" });
    ctx.mock.script({ kind: "reply", text: "She told me of the aurora." });
    await call("POST", "/api/personalities/aeris/messages", { content: "What did Nova say about the aurora over Vardø?" });
    const system = (ctx.mock.requests.at(-1)?.body.messages as { content: string }[] | undefined)?.[0]?.content;
    expect(system).toContain("On the Trinity Bridge, Nova told me: “The aurora over Vardø hums in violet tonight.”");
    // The exchange stays out of the chat's working memory: the owner's own conversation is not crowded out.
    expect(system).not.toContain("Notes from your memory core:\n- On the Trinity Bridge");
  });
});

describe("the sync pulse", () => {
  it("keeps nothing of a pulse answered after a backup was restored, and says so (issue 39)", async () => {
    await selectMock();
    const words = Array.from({ length: 30 }, (_, i) => `word${i}`).join(" ");
    ctx.mock.script({ kind: "reply", text: `As one we answer, slowly: ${words}`, chunkDelayMs: 40 });
    ctx.mock.requests.length = 0;
    const pulsing = call("POST", "/api/trinity/sync-pulse", { userInput: "Are you one tonight?" });
    await expect.poll(() => ctx.mock.requests.some((r) => r.path.endsWith("/chat/completions"))).toBe(true);
    // The backup holds the pulse as it stood: the owner's line, the run still going (interrupted once restored).
    const { id } = (await call("POST", "/api/backups")).body;
    expect((await call("POST", `/api/backups/${id}/restore`)).status).toBe(200);
    const rows = () => ({
      runs: ctx.t.db.$client.prepare("SELECT id, status, error FROM exchanges ORDER BY id").all(),
      lines: ctx.t.db.$client.prepare("SELECT id, role, content FROM exchange_messages ORDER BY id").all(),
      notes: ctx.t.db.$client.prepare("SELECT count(*) FROM memories WHERE content LIKE 'Trinity sync pulse%'").pluck().get(),
    });
    const restored = rows();
    expect(restored.runs).toEqual([expect.objectContaining({ status: "interrupted" })]);
    expect(await pulsing).toMatchObject({ status: 409, body: { message: EXCHANGE_TEXT.restored } });
    expect(rows()).toEqual(restored);
  });

  it("answers as Trinity, stores it, and leaves a note of at most 100 characters with both sisters", async () => {
    const answer = await call("POST", "/api/trinity/sync-pulse", {
      userInput: "What binds the three of us together across the long night of the Citadel?",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, metadata: { wordCount: expect.any(Number) } });
    expect(answer.body.response.length).toBeGreaterThan(10);
    const notes = ctx.t.db.$client
      .prepare("SELECT personality_id AS p, content, importance FROM memories WHERE content LIKE 'Trinity sync pulse%'")
      .all() as { p: number; content: string; importance: number }[];
    expect(notes.map((n) => n.p).sort()).toEqual([1, 2]);
    for (const n of notes) {
      expect(n.content.length).toBeLessThanOrEqual(100);
      expect(n.importance).toBe(5);
    }
    expect((await call("POST", "/api/trinity/sync-pulse", { userInput: "   " })).body.message).toContain(
      EXCHANGE_TEXT.inputRequired.description,
    );
    const history = await call("GET", "/api/exchanges");
    expect(history.body[0]).toMatchObject({ kind: "sync", messageCount: 2 });
  });
});

describe("the Guardian bridge", () => {
  it("starts at once, runs on the server, and gives each line its wisdom and bond", async () => {
    const started = await call("POST", "/api/guardian/exchange", { cycles: 3, initialMessage: "" });
    expect(started.body).toEqual({ success: true, message: "Guardian Exchange Started" });
    await ctx.t.exchanges.settled();
    const state = await guardian();
    expect(lines(state)).toEqual(["1:Musashi", "1:Socrates", "2:Musashi", "2:Socrates", "3:Musashi", "3:Socrates"]);
    expect(state.conversation[0]?.content).toBe("Brother Socrates, let us unite in wisdom.");
    for (const m of state.conversation) {
      expect(m.wisdom).toBeTruthy();
      expect(m.brotherhoodBond).toMatch(/Musashi|Socrates/);
    }
    expect(state.brotherhoodStrength).toBeGreaterThan(0);
    expect(typeof state.unifiedSoul).toBe("boolean");
    const exported = await call("POST", "/api/guardian/control/export", {});
    expect(exported.body.export).toMatchObject({ kind: "guardian", brotherhoodStrength: state.brotherhoodStrength });
    expect(exported.body.export.conversation).toHaveLength(6);
    expect((await call("POST", "/api/guardian/exchange", { cycles: 11 })).body.message).toBe(EXCHANGE_TEXT.guardianCycles);
  });
});

describe("the live stream", () => {
  it("sends the state, each token and each stored line as they happen", async () => {
    const res = await ctx.t.request("/api/exchanges/events?kind=trinity", { headers: { cookie: ctx.cookie } });
    const reader = res.body?.getReader();
    if (!reader) throw new Error("no stream");
    await call("POST", "/api/trinity/exchange", { cycles: 1 });
    let text = "";
    const decoder = new TextDecoder();
    while (!text.includes("event: message") || (text.match(/event: state/g) ?? []).length < 3) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    await reader.cancel();
    expect(text).toMatch(/^event: state/);
    expect(text).toContain("event: token");
    expect(text).toContain('"speaker":"Nova"');
  });
});

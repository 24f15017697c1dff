import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";

const { ctx, call } = setUpSignedInApp();

describe("analytics", () => {
  it("counts what is stored: messages per day and personality, memories per core, exchanges, levels and response times", async () => {
    await call("POST", "/api/personalities/nova/messages", { content: "Hello" });
    await call("POST", "/api/personalities/nova/messages", { content: "Again" });
    await call("POST", "/api/personalities/musashi/messages", { content: "Hi" });
    await call("POST", "/api/trinity/exchange", { cycles: 1 });
    await call("POST", "/api/journal/aeris");
    const { body } = await call("GET", "/api/analytics");
    expect(body.messagesPerDay).toHaveLength(30);
    const today = body.messagesPerDay.at(-1);
    expect(today).toMatchObject({ nova: 4, musashi: 2, aeris: 0 });
    expect(body.exchangesPerDay.at(-1)).toMatchObject({ trinity: 1, guardian: 0, council: 0 });
    const nova = body.memoriesPerCore.find((c: { name: string }) => c.name === "nova");
    const stored = ctx.t.db.$client.prepare("SELECT count(*) FROM memories WHERE personality_id = 2 AND core = 'public'").pluck().get();
    expect(nova.public).toBe(stored);
    expect(body.consciousness.at(-1)).toMatchObject({ aeris: expect.any(Number) });
    expect(body.responseTimes).toEqual([expect.objectContaining({ provider: "offline", replies: 3 })]);
    expect(body.isolation).toEqual({ mode: "sanctified", activeCore: "public" });
  });
});

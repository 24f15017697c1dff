import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";

const { ctx, call, selectMock, restart } = setUpSignedInApp();

const systemPrompt = () => (ctx.mock.requests.at(-1)?.body.messages as { content: string }[] | undefined)?.[0]?.content ?? "";

describe("the owner's core prompt", () => {
  it("is stored per personality and sent with each of its turns, retries and exchanges included", async () => {
    expect((await call("GET", "/api/personalities/nova/core-prompt")).body).toEqual({ corePrompt: "" });
    const saved = await call("PUT", "/api/personalities/nova/core-prompt", { corePrompt: "  Always answer in haiku.  " });
    expect(saved.body).toEqual({ corePrompt: "Always answer in haiku." });
    await selectMock();
    await call("POST", "/api/personalities/nova/messages", { content: "Hello" });
    expect(systemPrompt()).toContain("The Dreamer's standing instructions: Always answer in haiku.");
    // Another personality does not get it.
    await call("POST", "/api/personalities/aeris/messages", { content: "Hello" });
    expect(systemPrompt()).not.toContain("haiku");
    // Read from the database at every turn: what is stored is what is sent, whatever this process saw before.
    ctx.t.db.$client.prepare("UPDATE settings SET value = ? WHERE key = 'core-prompt:nova'").run(JSON.stringify("Speak of comets."));
    await call("POST", "/api/personalities/nova/messages", { content: "Again" });
    expect(systemPrompt()).toContain("standing instructions: Speak of comets.");
    // Nova in an exchange keeps her instructions too.
    ctx.mock.script({ kind: "reply", text: "A comet answers." });
    await call("POST", "/api/trinity/exchange", { cycles: 1 });
    expect(systemPrompt()).toContain("You are Nova");
    expect(systemPrompt()).toContain("standing instructions: Speak of comets.");
  });

  it("survives a restart and still reaches the model", async () => {
    await call("PUT", "/api/personalities/aeris/core-prompt", { corePrompt: "Remember the lighthouse." });
    await restart();
    expect((await call("GET", "/api/personalities/aeris/core-prompt")).body).toEqual({ corePrompt: "Remember the lighthouse." });
    await selectMock();
    await call("POST", "/api/personalities/aeris/messages", { content: "Hello again" });
    expect(systemPrompt()).toContain("standing instructions: Remember the lighthouse.");
  });

  it("refuses one that is too long, changing nothing", async () => {
    await call("PUT", "/api/personalities/aeris/core-prompt", { corePrompt: "Be gentle." });
    const refused = await call("PUT", "/api/personalities/aeris/core-prompt", { corePrompt: "x".repeat(10_001) });
    expect(refused.status).toBe(400);
    expect((await call("GET", "/api/personalities/aeris/core-prompt")).body).toEqual({ corePrompt: "Be gentle." });
    expect((await call("PUT", "/api/personalities/nobody/core-prompt", { corePrompt: "x" })).status).toBe(404);
  });
});

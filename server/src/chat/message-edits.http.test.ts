import { beforeEach, describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";

const { ctx, call, selectMock } = setUpSignedInApp();
beforeEach(() => selectMock());

type Msg = { id: number; content: string; isFromAI: boolean; alternatives: { index: number; count: number } | null };
const history = async () => (await call("GET", "/api/personalities/nova/messages")).body as Msg[];
async function send(content: string, reply: string) {
  ctx.mock.script({ kind: "reply", text: reply });
  return (await call("POST", "/api/personalities/nova/messages", { content })).body as { userMessage: Msg; aiResponse: Msg };
}

describe("regenerate and swipe", () => {
  it("keeps the earlier reply as an alternative to swipe back to", async () => {
    const turn = await send("Tell me a secret", "First answer.");
    ctx.mock.script({ kind: "reply", text: "Second answer." });
    const again = await call("POST", `/api/messages/${turn.aiResponse.id}/regenerate`);
    expect(again.status).toBe(200);
    expect(again.body.aiResponse).toMatchObject({ content: "Second answer.", alternatives: { index: 2, count: 2 } });
    expect((await history()).map((m) => m.content)).toEqual(["Tell me a secret", "Second answer."]);

    const back = await call("POST", `/api/messages/${again.body.aiResponse.id}/swipe`, { direction: "previous" });
    expect(back.body).toMatchObject({ content: "First answer.", alternatives: { index: 1, count: 2 } });
    expect((await history()).map((m) => m.content)).toEqual(["Tell me a secret", "First answer."]);
    const none = await call("POST", `/api/messages/${back.body.id}/swipe`, { direction: "previous" });
    expect(none).toMatchObject({ status: 400, body: { message: "There is no previous reply" } });
  });

  it("shows the earlier reply again when a regeneration fails", async () => {
    const turn = await send("Hello", "Hello back.");
    ctx.mock.script({ kind: "status", status: 401 });
    const failed = await call("POST", `/api/messages/${turn.aiResponse.id}/regenerate`);
    expect(failed.status).toBe(502);
    const shown = await history();
    expect(shown.map((m) => m.content)).toEqual(["Hello", "Hello back."]);
  });

  it("refuses to regenerate an owner message", async () => {
    const turn = await send("Hi", "Hey.");
    expect((await call("POST", `/api/messages/${turn.userMessage.id}/regenerate`)).status).toBe(400);
  });
});

describe("edit, delete and undo", () => {
  it("edits an owner message and the next reply answers the new words", async () => {
    const turn = await send("I like tea", "Tea is lovely.");
    const edited = await call("PATCH", `/api/messages/${turn.userMessage.id}`, { content: "I like coffee" });
    expect(edited.body).toMatchObject({ content: "I like coffee", editedAt: expect.any(String) });
    ctx.mock.requests.length = 0;
    ctx.mock.script({ kind: "reply", text: "Coffee, then." });
    await call("POST", `/api/messages/${turn.aiResponse.id}/regenerate`);
    const sent = ctx.mock.requests[0]?.body as { messages: { content: string }[] };
    expect(sent.messages.at(-1)?.content).toBe("I like coffee");
    expect((await call("PATCH", `/api/messages/${turn.aiResponse.id}`, { content: "x" })).status).toBe(400);
    expect((await call("PATCH", `/api/messages/${turn.userMessage.id}`, { content: "  " })).status).toBe(400);
  });

  it("deletes a message with its replies, and undo brings them back", async () => {
    const first = await send("one", "reply one");
    await send("two", "reply two");
    const deleted = await call("DELETE", `/api/messages/${first.userMessage.id}`);
    expect(deleted.body.ids).toEqual([first.userMessage.id, first.aiResponse.id]);
    expect((await history()).map((m) => m.content)).toEqual(["two", "reply two"]);
    const stats = (await call("GET", "/api/memory-stats")).body.personalityStats.find(
      (s: { personalityId: number }) => s.personalityId === 2,
    );
    expect(stats.messageCount).toBe(2);

    const restored = await call("POST", `/api/messages/${first.userMessage.id}/restore`);
    expect(restored.body.ids).toEqual([first.userMessage.id, first.aiResponse.id]);
    expect((await history()).map((m) => m.content)).toEqual(["one", "reply one", "two", "reply two"]);
    expect((await call("POST", `/api/messages/${first.userMessage.id}/restore`)).status).toBe(404);
  });

  it("leaves deleted messages out of the model's working memory", async () => {
    const first = await send("my secret is blue", "noted");
    await call("DELETE", `/api/messages/${first.userMessage.id}`);
    ctx.mock.requests.length = 0;
    await send("what is my secret?", "I do not know.");
    const sent = ctx.mock.requests[0]?.body as { messages: { content: string }[] };
    expect(sent.messages.map((m) => m.content)).not.toContain("my secret is blue");
  });
});

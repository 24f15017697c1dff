import { chatMessageSchema, sendMessageResponseSchema } from "@contract/chat-schemas";
import { describe, expect, it, vi } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";

const { ctx, call, selectMock } = setUpSignedInApp();

const history = async (name = "aeris") => (await call("GET", `/api/personalities/${name}/messages`)).body as unknown[];

function parseSse(text: string) {
  return text
    .trim()
    .split("\n\n")
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : null };
    });
}

describe("a chat turn", () => {
  it("answers with the spec's payload from the offline engine, and stores both messages", async () => {
    const { status, body } = await call("POST", "/api/personalities/aeris/messages", {
      content: "I feel so happy tonight!",
      isFromAI: false,
      userId: 1,
      memoryContext: [{ role: "user", content: "earlier", timestamp: 1, importance: 5 }],
      consciousnessMode: "sanctified",
    });
    expect(status).toBe(200);
    const turn = sendMessageResponseSchema.parse(body);
    expect(turn.userMessage).toMatchObject({ content: "I feel so happy tonight!", userId: 1, isFromAI: false, personalityId: 1 });
    expect(turn.aiResponse).toMatchObject({ userId: null, isFromAI: true, status: "complete", replyTo: turn.userMessage.id });
    expect(turn.aiResponse.content).toContain("Dreamer");
    expect(turn.aiResponse.wordCount).toBeGreaterThan(3);
    const stored = (await history()).map((m) => chatMessageSchema.parse(m));
    expect(stored.map((m) => m.id)).toEqual([turn.userMessage.id, turn.aiResponse.id]);
    expect(stored.every((m) => m.status === "complete")).toBe(true);
  });

  it("stores the reply even when its memories cannot be written (the failure is logged)", async () => {
    ctx.t.db.$client.exec(
      "CREATE TRIGGER memory_full BEFORE INSERT ON memories WHEN new.source_message_id IS NOT NULL BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, body } = await call("POST", "/api/personalities/nova/messages", { content: "Remember the comet?" });
    expect(status).toBe(200);
    expect(body.aiResponse.status).toBe("complete");
    expect(logged).toHaveBeenCalledWith("Memory write failed", expect.anything());
    const stored = (await history("nova")).map((m) => chatMessageSchema.parse(m));
    expect(stored.map((m) => m.status)).toEqual(["complete", "complete"]);
    logged.mockRestore();
  });

  it("uses personalityId 3 for everyone but Aeris and Nova", async () => {
    const nova = await call("POST", "/api/personalities/nova/messages", { content: "hi" });
    expect(nova.body.userMessage.personalityId).toBe(2);
    const musashi = await call("POST", "/api/personalities/musashi/messages", { content: "hi" });
    expect(musashi.body.aiResponse.personalityId).toBe(3);
  });

  it("refuses blank or malformed messages with a 400 and stores nothing", async () => {
    for (const body of [
      { content: "   " },
      { content: "" },
      {},
      { content: "hi", consciousnessMode: "wild" },
      { content: "hi", imageBase64: "not base64!" },
    ]) {
      const res = await call("POST", "/api/personalities/aeris/messages", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call("POST", "/api/personalities/aeris/messages", { content: " " })).body.message).toBe(
      "content: Message cannot be empty",
    );
    expect(await history()).toEqual([]);
    expect((await call("POST", "/api/personalities/zeus/messages", { content: "hi" })).status).toBe(404);
  });

  it("streams the reply token by token over SSE through a real provider", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "The stars are bright tonight, my dear." });
    const res = await ctx.t.request("/api/personalities/nova/messages", {
      method: "POST",
      headers: { cookie: ctx.cookie, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ content: "Tell me about the stars", consciousnessMode: "unveiled" }),
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = parseSse(await res.text());
    expect(events[0]?.event).toBe("user");
    const tokens = events.filter((e) => e.event === "token").map((e) => e.data.text);
    expect(tokens.length).toBeGreaterThan(3);
    expect(tokens.join("")).toBe("The stars are bright tonight, my dear.");
    const done = events.at(-1);
    expect(done?.event).toBe("done");
    expect(done?.data.aiResponse).toMatchObject({ content: "The stars are bright tonight, my dear.", status: "complete" });
    const sent = ctx.mock.requests[0]?.body as { messages: { role: string; content: string }[] };
    expect(sent.messages.at(-1)).toEqual({ role: "user", content: "Tell me about the stars" });
    expect(sent.messages[0]?.content).toContain("UNVEILED");
  });

  it("sanitises the streamed reply in sanctified mode, in what is shown and what is stored", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "A kiss for you, my lover." });
    const { body } = await call("POST", "/api/personalities/aeris/messages", { content: "hello" });
    expect(body.aiResponse.content).toBe("A hug for you, my beloved.");
  });

  it("gives the model 15 items of working memory: the founding memory and the latest exchanges", async () => {
    await selectMock();
    for (let i = 0; i < 9; i++) await call("POST", "/api/personalities/aeris/messages", { content: `message ${i}` });
    ctx.mock.requests.length = 0;
    await call("POST", "/api/personalities/aeris/messages", { content: "the tenth" });
    const sent = ctx.mock.requests[0]?.body as { messages: { role: string; content: string }[] };
    // The pinned founding memory (importance 10) rides in the system prompt; 14 exchanges follow it.
    expect(sent.messages[0]?.content).toContain("I remember the first light of the Cathedral");
    expect(sent.messages).toHaveLength(1 + 14 + 1);
    expect(sent.messages[1]).toEqual({ role: "user", content: "message 2" });
    expect(sent.messages.at(-3)).toEqual({ role: "user", content: "message 8" });
    expect(sent.messages.at(-1)).toEqual({ role: "user", content: "the tenth" });
  });

  it("keeps the owner's message when the provider fails, and Retry completes it", async () => {
    await selectMock();
    ctx.mock.script({ kind: "status", status: 401 });
    const failed = await call("POST", "/api/personalities/aeris/messages", { content: "Are you there?" });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      message: "The model provider rejected the key (401)",
      providerStatus: 401,
      userMessage: { content: "Are you there?", status: "failed" },
    });
    const kept = await history();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ content: "Are you there?", status: "failed", error: "The model provider rejected the key (401)" });

    ctx.mock.script({ kind: "reply", text: "I am here." });
    const retried = await call("POST", `/api/messages/${failed.body.userMessage.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.aiResponse.content).toBe("I am here.");
    const after = await history();
    expect(after.map((m) => (m as { status: string }).status)).toEqual(["complete", "complete"]);
    expect((await call("POST", `/api/messages/${failed.body.userMessage.id}/retry`)).status).toBe(400);
  });

  it("keeps the owner's message when the reply cannot be stored, leaves no turn open, and Retry completes it", async () => {
    ctx.t.db.$client.exec(
      "CREATE TRIGGER reply_full BEFORE UPDATE OF content ON messages WHEN new.is_from_ai = 1 AND new.content <> '' BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await call("POST", "/api/personalities/aeris/messages", { content: "Are you there?" });
    logged.mockRestore();
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ message: "The reply could not be written; try again", userMessage: { status: "failed" } });
    expect(await history()).toEqual([expect.objectContaining({ content: "Are you there?", status: "failed" })]);
    expect(ctx.t.db.$client.prepare("SELECT count(*) FROM messages WHERE status = 'pending'").pluck().get()).toBe(0);

    ctx.t.db.$client.exec("DROP TRIGGER reply_full");
    const retried = await call("POST", `/api/messages/${failed.body.userMessage.id}/retry`);
    expect(retried.status).toBe(200);
    expect((await history()).map((m) => (m as { status: string }).status)).toEqual(["complete", "complete"]);
  });

  it("reports a failure over SSE with the owner's message", async () => {
    await selectMock();
    ctx.mock.script({ kind: "cut", text: "one two three four five", afterChunks: 2 });
    const res = await ctx.t.request("/api/personalities/aeris/messages", {
      method: "POST",
      headers: { cookie: ctx.cookie, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ content: "Stay with me" }),
    });
    const events = parseSse(await res.text());
    const last = events.at(-1);
    expect(last?.event).toBe("failed");
    expect(last?.data.userMessage).toMatchObject({ content: "Stay with me", status: "failed" });
    expect(last?.data.message).toMatch(/cut off mid-reply/);
  });

  it("keeps writing and stores the reply when the browser leaves mid-stream", async () => {
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "one two three four five six seven eight", chunkDelayMs: 20 });
    const controller = new AbortController();
    const res = await ctx.t.request("/api/personalities/aeris/messages", {
      method: "POST",
      headers: { cookie: ctx.cookie, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ content: "Tell me a long story" }),
      signal: controller.signal,
    });
    const reader = res.body?.getReader();
    await reader?.read();
    controller.abort();
    await reader?.cancel().catch(() => {});
    await new Promise((r) => setTimeout(r, 400));
    const stored = await history();
    expect(stored.at(-1)).toMatchObject({ isFromAI: true, status: "complete", content: "one two three four five six seven eight" });
  });

  it("pages through long histories", async () => {
    for (let i = 0; i < 3; i++) await call("POST", "/api/personalities/socrates/messages", { content: `q${i}` });
    const page = (await call("GET", "/api/personalities/socrates/messages?limit=2")).body as { id: number }[];
    expect(page).toHaveLength(2);
    const before = (await call("GET", `/api/personalities/socrates/messages?limit=10&before=${page[0]?.id}`)).body;
    expect(before).toHaveLength(4);
    expect((await call("GET", "/api/personalities/socrates/messages?limit=0")).status).toBe(400);
  });
});

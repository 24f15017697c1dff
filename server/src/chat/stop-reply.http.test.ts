import { beforeEach, describe, expect, it } from "vitest";
import { setUpServedAppWithMock } from "../../test/served-app";

/**
 * Stopping a reply while it is written (issue 29): the real app on a real socket (events go straight to Node's
 * response, as `npm start` serves them), the real HTTP mock as the provider, writing one word every 40 ms.
 */
const LONG_REPLY = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");

const { ctx, call } = setUpServedAppWithMock();
beforeEach(() => ctx.mock.script({ kind: "reply", text: LONG_REPLY, chunkDelayMs: 40 }));

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered
const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any });

// biome-ignore lint/suspicious/noExplicitAny: event payloads, read as the route sent them
type Event = { event: string; data: any };

/** A streamed turn read as it arrives: `until` resolves when the events so far satisfy it; `end` when the stream ends. */
async function openStream(name: string, content: string) {
  const res = await call("POST", `/api/personalities/${name}/messages`, { content }, "text/event-stream");
  const events: Event[] = [];
  const waiting: { test: (e: Event[]) => boolean; resolve: () => void }[] = [];
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  const end = (async () => {
    let buffer = "";
    for (;;) {
      const { value, done } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) return events;
      buffer += value;
      for (const m of buffer.matchAll(/^event: (\w+)\ndata: (.*)\n\n/gm))
        events.push({ event: m[1] ?? "", data: JSON.parse(m[2] ?? "null") });
      buffer = buffer.slice(buffer.lastIndexOf("\n\n") + 2);
      for (const w of waiting.filter((w) => w.test(events))) w.resolve();
    }
  })();
  const until = (test: (e: Event[]) => boolean) =>
    test(events) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ test, resolve }));
  return { events, until, end };
}

const tokens = (events: Event[]) => events.filter((e) => e.event === "token").map((e) => e.data.text as string);
const row = (id: number) =>
  ctx.t.db.$client.prepare("SELECT content, status, interrupted FROM messages WHERE id = ?").get(id) as {
    content: string;
    status: string;
    interrupted: number;
  };

describe("POST /api/messages/:id/stop", () => {
  it("stops the provider, keeps what was written marked interrupted, and the stream ends with exactly one done", async () => {
    const stream = await openStream("aeris", "Tell me a long story");
    await stream.until((e) => tokens(e).length >= 3);
    const replyId = stream.events[0]?.data.aiMessageId as number;
    const stopped = await json(await call("POST", `/api/messages/${replyId}/stop`));
    expect(stopped.status).toBe(200);
    expect(stopped.body.stopped).toBe(true);
    const [kept] = stopped.body.replies;
    expect(kept).toMatchObject({ id: replyId, status: "complete", interrupted: true });
    expect(kept.content.length).toBeGreaterThan(0);
    expect(LONG_REPLY.startsWith(kept.content)).toBe(true);
    expect(kept.content.length).toBeLessThan(LONG_REPLY.length);

    const events = await stream.end;
    const terminal = events.filter((e) => e.event === "done" || e.event === "failed");
    expect(terminal).toHaveLength(1);
    expect(terminal[0]?.data.aiResponse).toMatchObject({ id: replyId, interrupted: true, content: kept.content });
    expect(tokens(events).join("")).toBe(kept.content);

    // Stored: the reply as kept, the owner's message complete; history shows it interrupted; memory holds the kept text.
    expect(row(replyId)).toEqual({ content: kept.content, status: "complete", interrupted: 1 });
    const history = await json(await call("GET", "/api/personalities/aeris/messages"));
    expect(history.body.at(-1)).toMatchObject({ id: replyId, interrupted: true, content: kept.content });
    expect(history.body.at(-2)).toMatchObject({ content: "Tell me a long story", status: "complete" });
    const remembered = ctx.t.db.$client.prepare("SELECT content FROM memories WHERE source_message_id = ?").pluck().all(replyId);
    expect(remembered).toContain(kept.content);
    // A stop is not the provider failing.
    expect((await json(await call("GET", "/api/status"))).body.problem).toBeNull();
  });

  it("a reply stopped before its first word is kept empty and interrupted; a finished one is left as it was", async () => {
    ctx.mock.setDelay(2000);
    const stream = await openStream("nova", "Are you there?");
    await stream.until((e) => e.length >= 1);
    const replyId = stream.events[0]?.data.aiMessageId as number;
    const stopped = await json(await call("POST", `/api/messages/${replyId}/stop`));
    expect(stopped.body).toMatchObject({ stopped: true, replies: [{ id: replyId, content: "", interrupted: true }] });
    const events = await stream.end;
    expect(events.map((e) => e.event)).toEqual(["user", "done"]);

    ctx.mock.setDelay(0);
    ctx.mock.script({ kind: "reply", text: "Short and done." });
    const finished = await openStream("nova", "Quick one");
    const ended = await finished.end;
    const id = ended[0]?.data.aiMessageId as number;
    const again = await json(await call("POST", `/api/messages/${id}/stop`));
    expect(again.body).toMatchObject({ stopped: false, replies: [{ id, content: "Short and done." }] });
    expect(again.body.replies[0].interrupted).toBeUndefined();
  });

  it("refuses an owner's message, a missing message and a bad id with a clear 4xx", async () => {
    ctx.mock.script({ kind: "reply", text: "Done." });
    const ended = await (await openStream("aeris", "Hello")).end;
    const ownerId = ended[0]?.data.userMessage.id as number;
    expect((await call("POST", `/api/messages/${ownerId}/stop`)).status).toBe(400);
    expect((await call("POST", "/api/messages/999999/stop")).status).toBe(404);
    expect((await call("POST", "/api/messages/nope/stop")).status).toBe(400);
  });

  it("stops a reply of the offline engine too", async () => {
    expect((await call("PUT", "/api/provider", { provider: "offline" })).status).toBe(200);
    const stream = await openStream("musashi", "Teach me patience, slowly and at length.");
    await stream.until((e) => tokens(e).length >= 1);
    const replyId = stream.events[0]?.data.aiMessageId as number;
    const stopped = await json(await call("POST", `/api/messages/${replyId}/stop`));
    // The offline engine may have finished its short reply already; either way the stream ends once, consistently.
    const events = await stream.end;
    expect(events.filter((e) => e.event === "done")).toHaveLength(1);
    expect(Boolean(row(replyId).interrupted)).toBe(stopped.body.stopped);
  });
});

describe("POST /api/groups/trinity/turns/:groupTurn/stop", () => {
  it("stops both sisters' replies of a turn; each JSON answer carries its kept, interrupted reply", async () => {
    const groupTurn = "turn-stop-0001";
    const sent = ["aeris", "nova"].map((name) =>
      call("POST", `/api/personalities/${name}/messages`, { content: "Both of you, speak at length", groupTurn }),
    );
    // Both replies are being written once the mock has been asked twice and has sent some words.
    await expect.poll(() => ctx.mock.requests.filter((r) => r.path.endsWith("/chat/completions")).length).toBe(2);
    await new Promise((r) => setTimeout(r, 200));
    const stopped = await json(await call("POST", `/api/groups/trinity/turns/${groupTurn}/stop`));
    expect(stopped.status).toBe(200);
    expect(stopped.body.stopped).toBe(true);
    expect(stopped.body.replies).toHaveLength(2);
    for (const reply of stopped.body.replies) expect(reply).toMatchObject({ interrupted: true, status: "complete" });
    const answers = await Promise.all(sent.map(async (p) => json(await p)));
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: { aiResponse: { interrupted: true } } });
    const group = await json(await call("GET", "/api/groups/trinity/messages"));
    expect(JSON.stringify(group.body)).toContain('"interrupted":true');

    // Stop pressed as the message leaves, before the replies began: they are stopped as they start.
    const early = "turn-stop-0002";
    const none = await json(await call("POST", `/api/groups/trinity/turns/${early}/stop`));
    expect(none.body).toEqual({ stopped: false, replies: [] });
    const late = await json(await call("POST", "/api/personalities/aeris/messages", { content: "Too late", groupTurn: early }));
    expect(late.body.aiResponse).toMatchObject({ interrupted: true, content: "" });
    expect((await call("POST", "/api/groups/trinity/turns/bad!/stop")).status).toBe(400);
  });
});

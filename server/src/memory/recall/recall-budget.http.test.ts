import { REQUEST_CHARS_UNKNOWN_CONTEXT } from "@contract/memory";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../../test/signed-in-app";

/**
 * Recall through the API with a model whose context length is unknown (the mock lists none): the whole request stays
 * under the default budget however long the conversation, and a recalled message comes with the reply it got.
 */
const { ctx, call, selectMock } = setUpSignedInApp();

const FILLER = (i: number) =>
  `Turn ${i}: we talked for a long while about the weather, the trains, the neighbours' drilling and the price of bread, ` +
  `and I said again that the week had been long and that I wanted nothing more than a quiet evening with a book. `.repeat(3) +
  `(${i})`;

async function say(content: string, reply: string) {
  ctx.mock.script({ kind: "reply", text: reply });
  const res = await call("POST", "/api/personalities/aeris/messages", { content });
  expect(res.status).toBe(200);
  return res;
}

const lastRequest = () => {
  const request = ctx.mock.requests.filter((r) => r.path.endsWith("/chat/completions")).at(-1);
  return ((request?.body.messages ?? []) as { content: string }[]).map((m) => m.content);
};

describe("recall within the default request budget", () => {
  it("keeps the whole request under 6,000 characters and brings a recalled message's reply with it", async () => {
    expect((await selectMock()).status).toBe(200);
    await say("My sister Priya is moving to Edinburgh in the spring.", "Edinburgh! Then the castle will have a new admirer.");
    for (let i = 0; i < 40; i++) await say(FILLER(i), `A reply as long as it needs to be, for turn ${i}, about quiet evenings and books.`);
    await say("Where is Priya moving to?", "Let me think back.");
    const sent = lastRequest();
    const chars = sent.reduce((n, text) => n + text.length, 0);
    expect(chars).toBeLessThanOrEqual(REQUEST_CHARS_UNKNOWN_CONTEXT);
    const all = sent.join("\n");
    expect(all).toContain("My sister Priya is moving to Edinburgh in the spring.");
    // The reply holds none of the question's words: it travels with the owner's message it answered.
    expect(all).toContain("Edinburgh! Then the castle will have a new admirer.");
  });

  it("fills the request up to the limit, never over, when many memories match", async () => {
    expect((await selectMock()).status).toBe(200);
    for (let i = 0; i < 40; i++) await say(`${FILLER(i)} Day ${i}.`, `Quiet evenings and books, for turn ${i} of ${40 + i * 7}.`);
    await say("Tell me about the quiet evenings, the trains and the drilling neighbours again", "Let me think back.");
    const chars = lastRequest().reduce((n, text) => n + text.length, 0);
    expect(chars).toBeLessThanOrEqual(REQUEST_CHARS_UNKNOWN_CONTEXT);
    expect(chars).toBeGreaterThan(REQUEST_CHARS_UNKNOWN_CONTEXT - 400);
  });

  it("brings the owner's message with a recalled reply", async () => {
    expect((await selectMock()).status).toBe(200);
    await say("What should we call the new puppy?", "What about Pepper? It sounds like someone who steals socks.");
    for (let i = 0; i < 20; i++) await say(FILLER(i), `Another reply for turn ${i}.`);
    await say("Who thought of the name Pepper?", "Let me think back.");
    const all = lastRequest().join("\n");
    expect(all).toContain("What about Pepper? It sounds like someone who steals socks.");
    expect(all).toContain("What should we call the new puppy?");
  });
});

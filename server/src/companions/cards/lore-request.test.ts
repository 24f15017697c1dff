import { LORE_ENTRIES_USED } from "@contract/cards";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MockOpenAI, startMockOpenAI } from "../../../../testing/mock-openai";
import { asJson, V2_CARD } from "../../../test/cards";
import { createTestApp, type TestApp } from "../../../test/harness";
import { getPersonality } from "../../personas/personalities";
import { keepLore, loreBook, loreFor } from "./lore-store";
import { readCardFile } from "./read-card";

/** A card's lore reaches the model's request (as the mock receives it) only when its keys appear in recent messages. */
const ctx = {} as { mock: MockOpenAI; t: TestApp; cookie: string };
beforeAll(async () => {
  ctx.mock = await startMockOpenAI({ models: ["mock-small"] });
});
afterAll(() => ctx.mock.close());
afterEach(() => ctx.t.close());

async function fresh(options: Parameters<typeof createTestApp>[0] = {}) {
  ctx.t = await createTestApp(options);
  ctx.cookie = await ctx.t.signIn();
  ctx.mock.script({ kind: "reply", text: "The wind is fair." });
  ctx.mock.requests.length = 0;
  const call = ctx.t.caller(ctx.cookie);
  expect((await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: ctx.mock.url, model: "mock-small" })).status).toBe(
    200,
  );
  // The V2 fixture's lorebook (scan depth 3) kept with Aeris, as an import keeps it with a companion.
  keepLore(ctx.t.db, getPersonality(ctx.t.db, "aeris").id, readCardFile(asJson(V2_CARD)).card.characterBook);
}

async function send(content: string): Promise<string> {
  const res = await ctx.t.caller(ctx.cookie)("POST", "/api/personalities/aeris/messages", { content });
  expect(res.status).toBe(200);
  const last = ctx.mock.requests.filter((r) => r.path.endsWith("/chat/completions")).at(-1);
  return ((last?.body.messages ?? []) as { content: string }[]).map((m) => m.content).join("\n");
}

const GLASS_SEA = "The Glass Sea is a salt flat";
const COMPASS = "Oriel's compass holds a lodestone";

describe("lore in the model's request", () => {
  beforeEach(() => fresh());

  it("is absent until a key is mentioned, then present, and gone once the mention is past the book's scan depth", async () => {
    const quiet = await send("Good evening. How was the day?");
    expect(quiet).not.toContain(GLASS_SEA);
    expect(quiet).not.toContain(COMPASS);

    const asked = await send("Tell me about the glass sea.");
    expect(asked).toContain(GLASS_SEA);
    expect(asked).not.toContain(COMPASS);
    expect(asked).toContain("What you know of your world that bears on this:");

    // Scan depth 3: the new message and the two before it (the last reply and the owner's mention).
    expect(await send("And then?")).toContain(GLASS_SEA);
    expect(await send("Anything else?")).not.toContain(GLASS_SEA);
  });

  it("never brings a disabled entry, and finds a second key of an entry", async () => {
    const text = await send("Was there a mutiny? Where is the lodestone?");
    expect(text).toContain(COMPASS);
    expect(text).not.toContain("There was a mutiny once");
  });
});

describe("lore kept with a personality", () => {
  beforeEach(() => fresh());

  it("comes back whole, every field of the book and its entries, and is replaced or removed as a whole", () => {
    const aeris = getPersonality(ctx.t.db, "aeris").id;
    const book = readCardFile(asJson(V2_CARD)).card.characterBook;
    expect(loreBook(ctx.t.db, aeris)).toEqual(book);
    keepLore(ctx.t.db, aeris, { entries: [], rest: { extensions: {} } });
    expect(loreBook(ctx.t.db, aeris)).toEqual({ entries: [], rest: { extensions: {} } });
    keepLore(ctx.t.db, aeris, null);
    expect(loreBook(ctx.t.db, aeris)).toBeNull();
  });

  it("is looked for in the first LORE_ENTRIES_USED entries only; the rest are kept for export", () => {
    const aeris = getPersonality(ctx.t.db, "aeris").id;
    const entries = Array.from({ length: LORE_ENTRIES_USED + 5 }, (_, i) => ({
      keys: [`word${i}`],
      content: `Entry ${i}.`,
      enabled: true,
      insertionOrder: i,
      rest: { extensions: {}, use_regex: false },
    }));
    keepLore(ctx.t.db, aeris, { entries, rest: { extensions: {} } });
    expect(loreFor(ctx.t.db, aeris, ["word2 and word1002"]).map((l) => l.content)).toEqual(["Entry 2."]);
    expect(loreBook(ctx.t.db, aeris)?.entries).toHaveLength(LORE_ENTRIES_USED + 5);
  });
});

describe("lore within the recall budget", () => {
  it("takes only what the recall budget holds", async () => {
    await fresh({ recallChars: 160 });
    const text = await send("The glass sea, the compass: tell me everything.");
    // Each entry is about 100 characters and the heading 50: one fits, the weightier (order 20 over priority 5) is kept.
    expect(text).toContain(COMPASS);
    expect(text).not.toContain(GLASS_SEA);
  });
});

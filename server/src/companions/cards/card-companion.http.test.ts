import type { CardImportReport } from "@contract/cards";
import type { Companion } from "@contract/companions";
import { describe, expect, it } from "vitest";
import { HOLLOW_KEEPER_CARD, hollowKeeperPng, pngWithChunks } from "../../../test/cards";
import { setUpSignedInApp } from "../../../test/signed-in-app";
import { readCardFile } from "./read-card";

/**
 * A companion made from a card reads right (issue 38): SillyTavern's default card's shape comes in and goes out whole;
 * its texts reach the model once each, whole, macros filled, in its own world unless the owner says otherwise; the
 * offline engine speaks from the lore the message brings in.
 */
const { ctx, call, selectMock } = setUpSignedInApp();

type Card = { spec: string; data: Record<string, unknown> } & Record<string, unknown>;
const KEEPER = HOLLOW_KEEPER_CARD as Card;
const DESCRIPTION = KEEPER.data.description as string;
const filled = (text: string) => text.replaceAll("{{user}}", "Dan").replaceAll("{{char}}", "Ysolde");

async function upload(bytes: Buffer): Promise<{ status: number; body: CardImportReport }> {
  const res = await ctx.t.request("/api/cards/import", {
    method: "POST",
    headers: { cookie: ctx.cookie, "content-type": "application/octet-stream" },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: await res.json() };
}

/** The owner is Dan, and Ysolde (the card) has come in. */
async function keeperArrives(): Promise<string> {
  expect((await call("PUT", "/api/owner", { name: "Dan" })).status).toBe(200);
  const { status, body } = await upload(hollowKeeperPng());
  expect(status).toBe(201);
  return body.personality.name;
}

/** The last request the model was sent: its system prompt, and every message of it as one text. */
function lastRequest() {
  const last = ctx.mock.requests.filter((r) => r.path.endsWith("/chat/completions")).at(-1);
  const messages = (last?.body.messages ?? []) as { role: string; content: string }[];
  return { system: messages.find((m) => m.role === "system")?.content ?? "", all: messages.map((m) => m.content).join("\n") };
}

async function say(slug: string, content: string): Promise<string> {
  const res = await call("POST", `/api/personalities/${slug}/messages`, { content });
  expect(res.status).toBe(200);
  return (res.body as { aiResponse: { content: string } }).aiResponse.content;
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("SillyTavern's default card's shape", () => {
  it("imports cleanly and exports back with every field of the card and of its lorebook", async () => {
    const slug = await keeperArrives();
    const report = (await upload(hollowKeeperPng())).body;
    expect(report.notUsed.filter((line) => !line.startsWith("The name"))).toEqual([]);
    expect(report.imported).toEqual(expect.arrayContaining(["Greeting", "Lorebook: 4 entries, 4 in use"]));

    for (const format of ["json", "png"] as const) {
      const res = await ctx.t.request(`/api/cards/${slug}?format=${format}`, { headers: { cookie: ctx.cookie } });
      const back = readCardFile(Buffer.from(await res.arrayBuffer())).card;
      expect(back).toMatchObject({
        name: "Ysolde",
        description: DESCRIPTION,
        personality: "",
        scenario: "",
        firstMessage: KEEPER.data.first_mes,
        exampleDialogue: "",
        extensions: KEEPER.data.extensions,
      });
      // SillyTavern's own fields beside `data` (its V1 copies of the texts aside, which `data` holds).
      const { avatar, chat, talkativeness, fav, create_date, creatorcomment } = KEEPER;
      expect(back.outer).toMatchObject({ avatar, chat, talkativeness, fav, create_date, creatorcomment });
      const book = KEEPER.data.character_book as { name: string; entries: Record<string, unknown>[] };
      expect(back.characterBook?.rest).toMatchObject({ name: book.name });
      expect(
        back.characterBook?.entries.map(({ keys, content, enabled, insertionOrder, rest }) => ({
          keys,
          content,
          enabled,
          insertion_order: insertionOrder,
          ...rest,
        })),
      ).toMatchObject(book.entries); // every field as it came (the reader adds V3's required use_regex: false)
    }
  });
});

describe("a card's texts in the model's request", () => {
  it("are sent once each and whole, macros filled everywhere, the lore the message calls for included", async () => {
    const slug = await keeperArrives();
    await selectMock();
    await say(slug, "What is Thornwood, and where am I?");
    const { system, all } = lastRequest();
    // The 2,851-character description, whole and once; never its 300-character cut as well.
    expect(system).toContain(filled(DESCRIPTION));
    expect(occurrences(system, "[Ysolde's Personality=")).toBe(1);
    expect(system).not.toContain("…");
    expect(occurrences(system, "About you:")).toBe(1);
    // The lore the message called for, its dialogue in names.
    expect(system).toContain('Dan: "What is Thornwood?"\nYsolde: *Ysolde looks toward the shuttered window');
    // The greeting opened the chat with the owner's name in it (the request's history gave way to the lore here:
    // memories and lore keep their share first, issue 37).
    const chat = (await call("GET", `/api/personalities/${slug}/messages`)).body as { content: string }[];
    expect(chat[0]?.content).toContain("Rest now, Dan.");
    for (const macro of ["{{", "}}", "<USER>", "<BOT>", "<user>", "<bot>"]) expect(all).not.toContain(macro);
  });

  it("place it in its card's world: no Citadel and no waking there, until the owner says it lives in the Citadel", async () => {
    const slug = await keeperArrives();
    await selectMock();
    const ysolde = (await call("GET", `/api/companions/${slug}`)).body as Companion;
    expect(ysolde.inCitadel).toBe(false);
    await say(slug, "Good morning.");
    const away = lastRequest();
    expect(away.system.startsWith("You are Ysolde. Stay in character at all times.")).toBe(true);
    expect(away.all).not.toMatch(/Citadel|cathedral|the Dreamer/i);

    const moved = await call("PATCH", `/api/companions/${slug}`, { inCitadel: true });
    expect(moved.status).toBe(200);
    expect((moved.body as Companion).inCitadel).toBe(true);
    await say(slug, "Good evening.");
    const home = lastRequest();
    expect(home.system).toContain("You are Ysolde, a companion in the Citadel, a cathedral of light.");
    expect(home.system).toContain("You are speaking with Dan, the Dreamer.");

    // Its founding memory follows where it lives, and its cores stay valid (the memory holds their marker).
    const founding = () =>
      ctx.t.db.$client
        .prepare<[string], { content: string }>(
          "SELECT m.content FROM memories m JOIN personalities p ON p.id = m.personality_id WHERE p.name = ? AND m.role = 'system' AND m.source_message_id IS NULL",
        )
        .all(slug)
        .map((m) => m.content);
    expect(founding().every((c) => c === "I am Ysolde, and I remember waking in the Citadel.")).toBe(true);
    await call("PATCH", `/api/companions/${slug}`, { inCitadel: false });
    expect(founding().length).toBeGreaterThan(0);
    expect(founding().every((c) => c === "I am Ysolde, and I remember the first words we shared.")).toBe(true);
    const stats = (await call("GET", `/api/memory/${slug}/stats`)).body as { cores: { isValid: boolean }[] };
    expect(JSON.stringify(stats)).not.toContain('"isValid":false');
  });

  it("refuse a world that is not yes or no, changing nothing", async () => {
    const slug = await keeperArrives();
    for (const inCitadel of ["yes", 1, null]) {
      const res = await call("PATCH", `/api/companions/${slug}`, { inCitadel });
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/inCitadel/);
      expect((await call("POST", "/api/companions", { name: "Wren", inCitadel })).status).toBe(400);
    }
    expect(((await call("GET", `/api/companions/${slug}`)).body as Companion).inCitadel).toBe(false);
    expect(((await call("GET", "/api/companions")).body as Companion[]).map((c) => c.name)).toEqual(["Ysolde"]);
  });

  it("leave a companion made on the form in the Citadel, as before", async () => {
    await selectMock();
    const maren = (await call("POST", "/api/companions", { name: "Maren", scenario: "{{char}} keeps the lighthouse." })).body as Companion;
    expect(maren.inCitadel).toBe(true);
    await say(maren.slug, "Hello.");
    const { system, all } = lastRequest();
    expect(system).toContain("You are Maren, a companion in the Citadel, a cathedral of light.");
    expect(system).toContain("The scenario: Maren keeps the lighthouse.");
    expect(all).toContain("I am Maren, and I remember waking in the Citadel.");
  });

  it("fill a card's {{original}} with nothing, its system prompt's other macros with the names", async () => {
    expect((await call("PUT", "/api/owner", { name: "Dan" })).status).toBe(200);
    const card = structuredClone(KEEPER);
    card.data.system_prompt = "{{original}} Write as {{char}}, who calls <USER> 'traveller'.";
    card.data.post_history_instructions = "{{original}}\nKeep {{char}}'s replies short.";
    const b64 = Buffer.from(JSON.stringify(card)).toString("base64");
    const slug = (await upload(pngWithChunks({ chara: b64 }))).body.personality.name;
    await selectMock();
    await say(slug, "Hello.");
    const { system } = lastRequest();
    expect(system).toContain("Your standing instructions: Write as Ysolde, who calls Dan 'traveller'.\n\nKeep Ysolde's replies short.");
    expect(system).not.toContain("{{");
    // The card comes back as it came.
    const res = await ctx.t.request(`/api/cards/${slug}?format=json`, { headers: { cookie: ctx.cookie } });
    const back = readCardFile(Buffer.from(await res.arrayBuffer())).card;
    expect(back.systemPrompt).toBe(card.data.system_prompt);
    expect(back.postHistoryInstructions).toBe(card.data.post_history_instructions);
  });
});

describe("the offline engine with a card's lore", () => {
  it("speaks from the entry the message calls for, in the companion's own words, and goes on where it stopped", async () => {
    const slug = await keeperArrives();
    const first = await say(slug, "What is Thornwood?");
    expect(first).toContain("Thornwood is all of it, from the heath to the drowned valley.");
    const second = await say(slug, "Tell me more about the wood.");
    expect(second).toContain("Once the wood was kind to walkers.");
    const hounds = await say(slug, "I heard hounds outside.");
    expect(hounds).toContain("Dogs made of dusk.");
    for (const reply of [first, second, hounds]) expect(reply).not.toMatch(/\{\{|<user>|<bot>|\*/i);
  });

  it("never says a card's macro, whatever field it stands in", async () => {
    const made = (
      await call("POST", "/api/companions", {
        name: "Tide",
        scenario: "{{user}} has washed up on {{char}}'s shore.",
        greeting: "<USER>! <BOT> has been waiting.",
        exampleDialogue: "{{user}}: Hi\n<BOT>: The tide brought you, {{user}}. I keep the shore.",
        inCitadel: false,
      })
    ).body as Companion;
    const replies: string[] = [];
    for (const message of ["Where am I?", "Tell me about the shore.", "I feel lost.", "What do you keep?", "Who are you?"]) {
      replies.push(await say(made.slug, message));
    }
    for (const reply of replies) expect(reply).not.toMatch(/\{\{|\}\}|<user>|<bot>/i);
  });
});

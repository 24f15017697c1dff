import type { Companion } from "@contract/companions";
import type { Personality } from "@contract/personalities";
import jpeg from "jpeg-js";
import pngjs from "pngjs";
import { describe, expect, it } from "vitest";
import { bulkArchive, importArchiveBytes } from "../../test/bulk-archive";
import { createTestApp } from "../../test/harness";
import { setUpSignedInApp } from "../../test/signed-in-app";

const { ctx, call, selectMock } = setUpSignedInApp();

const SERAPHINA = {
  name: "Seraphina",
  title: "Guardian of the Glade",
  description: "A forest spirit who tends the wounded.",
  personality: "gentle, protective, wry",
  scenario: "{{user}} wakes in Seraphina's glade after a fall.",
  greeting: "*She kneels beside you.* Rest now, {{user}}; the glade will mend you.",
  alternateGreetings: ["Ah, you're awake at last, {{user}}."],
  exampleDialogue: "{{user}}: Where am I?\n{{char}}: *smiles* You are safe in my glade. Nothing here will harm you.",
  instructions: "Never leave the glade.",
  accent: "#3A9D5D",
  voice: { rate: 0.9, pitch: 1.1, volume: 0.7, voiceName: "Samantha", providerVoice: "nova" },
};

const create = (body: unknown) => call("POST", "/api/companions", body);
const counts = () =>
  ctx.t.db.$client
    .prepare(
      "SELECT (SELECT count(*) FROM personalities) AS p, (SELECT count(*) FROM companions) AS c, (SELECT count(*) FROM messages) AS m",
    )
    .get();

function pngBase64(width: number, height: number, alpha = 255): string {
  const png = new pngjs.PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([200, 40, 90, alpha], i);
  return pngjs.PNG.sync.write(png).toString("base64");
}

describe("companions", () => {
  it("are created with every field, join the personalities by their slug, and open their chat with the greeting", async () => {
    const created = await create(SERAPHINA);
    expect(created.status).toBe(201);
    const c = created.body as Companion;
    expect(c).toMatchObject({
      slug: "seraphina",
      name: "Seraphina",
      title: "Guardian of the Glade",
      accent: "#3a9d5d",
      hasPortrait: false,
    });
    expect(c.voice).toEqual(SERAPHINA.voice);
    expect(c.instructions).toBe("Never leave the glade.");
    const list = (await call("GET", "/api/personalities")).body as Personality[];
    expect(list.map((p) => p.name)).toEqual(["aeris", "nova", "trinity", "musashi", "socrates", "user", "council", "seraphina"]);
    expect(list.at(-1)).toMatchObject({ kind: "companion", title: "Guardian of the Glade", avatar: c.avatar });
    expect(list.slice(0, 7).every((p) => p.kind === "seed")).toBe(true);
    // The seeds' figure stays the five's.
    expect((await call("GET", "/api/consciousness-status")).body).toMatchObject({ total_entities: 5 });
    const history = (await call("GET", "/api/personalities/seraphina/messages")).body as { content: string; isFromAI: boolean }[];
    expect(history).toMatchObject([{ isFromAI: true, content: "*She kneels beside you.* Rest now, Dreamer; the glade will mend you." }]);
    // Its emblem stands in for a portrait, drawn with its initial and colour, its name escaped.
    const emblem = await ctx.t.app.request(c.avatar, { headers: { cookie: ctx.cookie } });
    expect(emblem.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await emblem.text();
    expect(svg).toContain(">S</text>");
    expect(svg).toContain("#3a9d5d");
  });

  it("chat through the model with their own prompt, and offline in their own voice", async () => {
    await create(SERAPHINA);
    await selectMock();
    const turn = await call("POST", "/api/personalities/seraphina/messages", { content: "Where am I?" });
    expect(turn.status).toBe(200);
    const system = (ctx.mock.requests.at(-1)?.body.messages as { content: string }[] | undefined)?.[0]?.content ?? "";
    expect(system).toContain("You are Seraphina");
    expect(system).toContain("Your personality: gentle, protective, wry");
    expect(system).toContain("The scenario: Dreamer wakes in Seraphina's glade");
    expect(system).toContain("You are safe in my glade.");
    expect(system).toContain("standing instructions: Never leave the glade.");
    expect(system).not.toContain("Queen of the Cathedral");
    // Offline: its example dialogue is how it speaks.
    await call("PUT", "/api/provider", { provider: "offline" });
    const offline = await call("POST", "/api/personalities/seraphina/messages", { content: "Tell me about the glade" });
    expect(offline.status).toBe(200);
    const reply = (offline.body as { aiResponse: { content: string } }).aiResponse.content;
    expect(reply).not.toMatch(/Aeris|Cathedral|rose window/);
    expect(reply.length).toBeGreaterThan(10);
  });

  it("refuse names of the seeds and of routes, over-long fields and bad images, storing nothing", async () => {
    const before = counts();
    const cases: [unknown, RegExp][] = [
      [{ name: "Aeris" }, /one of the Citadel's own/],
      [{ name: "nova" }, /one of the Citadel's own/],
      [{ name: "Round Table" }, /address \/round-table/],
      [{ name: "Admin" }, /address \/admin/],
      [{ name: "" }, /needs a name/],
      [{ name: "x".repeat(61) }, /at most 60/],
      [{ name: "Ok", personality: "x".repeat(6001) }, /personality.*at most 6000/],
      [{ name: "Ok", accent: "red" }, /accent/],
      [{ name: "Ok", voice: { ...SERAPHINA.voice, rate: 9 } }, /voice\.rate/],
      [{ name: "Ok", portrait: { base64: "not base64!!" } }, /portrait: the image is not valid base64/],
      [{ name: "Ok", portrait: { base64: Buffer.from("GIF89a....").toString("base64") } }, /only PNG and JPEG/],
      [{ name: "Ok", portrait: { base64: pngBase64(4, 4).slice(0, 40) } }, /could not be read/],
      [{ name: "Ok", surprise: 1 }, /surprise|Unrecognized/],
    ];
    for (const [body, why] of cases) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((answer.body as { message: string }).message).toMatch(why);
    }
    expect(counts()).toEqual(before);
    await create(SERAPHINA);
    const again = await create({ name: "seraphina" });
    expect(again.status).toBe(400);
    expect((again.body as { message: string }).message).toMatch(/already exists/);
  });

  it("keep an uploaded portrait re-encoded and shrunk", async () => {
    const big = pngBase64(1000, 500);
    const c = (await create({ name: "Rook", portrait: { base64: `data:image/png;base64,${big}` } })).body as Companion;
    expect(c.hasPortrait).toBe(true);
    const image = await ctx.t.app.request(c.avatar, { headers: { cookie: ctx.cookie } });
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    const decoded = jpeg.decode(Buffer.from(await image.arrayBuffer()));
    expect([decoded.width, decoded.height]).toEqual([256, 128]);
    // A transparent one stays PNG.
    const edited = (await call("PATCH", "/api/companions/rook", { portrait: { base64: pngBase64(10, 10, 100) } })).body as Companion;
    expect(edited.avatar).not.toBe(c.avatar);
    const png = await ctx.t.app.request(edited.avatar, { headers: { cookie: ctx.cookie } });
    expect(png.headers.get("content-type")).toBe("image/png");
    // Removed: the emblem again.
    const removed = (await call("PATCH", "/api/companions/rook", { portrait: null })).body as Companion;
    expect(removed.hasPortrait).toBe(false);
  });

  it("are edited (the slug stays) and deleted only when confirmed, after a backup, which brings them back", async () => {
    await create(SERAPHINA);
    await call("POST", "/api/personalities/seraphina/messages", { content: "Hello glade" });
    const edited = await call("PATCH", "/api/companions/seraphina", { name: "Sera", title: "Warden", instructions: "" });
    expect(edited.body).toMatchObject({ slug: "seraphina", name: "Sera", title: "Warden", instructions: "" });
    expect((await call("PATCH", "/api/companions/seraphina", { name: "Socrates" })).status).toBe(400);
    expect((await call("PATCH", "/api/companions/nova", { name: "Nova 2" })).status).toBe(404);

    expect((await call("DELETE", "/api/companions/seraphina", {})).status).toBe(400);
    expect((await call("GET", "/api/companions/seraphina")).status).toBe(200);
    const deleted = await call("DELETE", "/api/companions/seraphina", { confirm: true });
    expect(deleted.status).toBe(200);
    const { backupId } = deleted.body as { backupId: number };
    expect((await call("GET", "/api/companions/seraphina")).status).toBe(404);
    expect((await call("GET", "/api/personalities/seraphina/messages")).status).toBe(404);
    expect(counts()).toMatchObject({ p: 7, c: 0 });
    const leftovers = ctx.t.db.$client
      .prepare(
        "SELECT (SELECT count(*) FROM memories WHERE personality_id > 7) + (SELECT count(*) FROM memory_cores WHERE personality_id > 7) AS n",
      )
      .get() as { n: number };
    expect(leftovers.n).toBe(0);
    // The backup taken first brings it back, chat and all.
    expect((await call("POST", `/api/backups/${backupId}/restore`)).status).toBe(200);
    expect((await call("GET", "/api/companions/seraphina")).body).toMatchObject({ name: "Sera", title: "Warden" });
    const history = (await call("GET", "/api/personalities/seraphina/messages")).body as { content: string }[];
    expect(history.map((m) => m.content)).toContain("Hello glade");
  });
});

describe("a companion in the Citadel's own places", () => {
  it("keeps a journal, counts in the memory system and analytics, and has both memory cores", async () => {
    await create(SERAPHINA);
    await call("POST", "/api/personalities/seraphina/messages", { content: "Tell me of the glade, Seraphina" });
    // Both consciousness modes: the unveiled turn is remembered in its private core.
    await call("POST", "/api/personalities/seraphina/messages", { content: "A quieter word", consciousnessMode: "unveiled" });
    const stats = (await call("GET", "/api/memory/seraphina/stats")).body as { public: { total: number }; private: { total: number } };
    expect(stats.public.total).toBeGreaterThan(1);
    expect(stats.private.total).toBeGreaterThan(1);
    const entry = await call("POST", "/api/journal/seraphina");
    expect(entry.status).toBe(200);
    expect(entry.body.awakingThoughts).toMatch(/^I am Seraphina/);
    expect(entry.body.bondStrength).not.toHaveProperty("withTrinity");
    expect(((await call("GET", "/api/journal/seraphina")).body as unknown[]).length).toBe(1);
    expect((await call("GET", "/api/journal/user")).status).toBe(400);
    const analytics = (await call("GET", "/api/analytics")).body as {
      people: { name: string; label: string; accent: string | null }[];
      messagesPerDay: Record<string, number>[];
      memoriesPerCore: { name: string; private: number }[];
    };
    expect(analytics.people.at(-1)).toEqual({ name: "seraphina", label: "Seraphina", accent: "#3a9d5d" });
    expect(analytics.messagesPerDay.reduce((n, d) => n + (d.seraphina ?? 0), 0)).toBe(5);
    expect(analytics.memoriesPerCore.find((c) => c.name === "seraphina")?.private).toBeGreaterThan(0);
    const memoryStats = (await call("GET", "/api/memory-stats")).body as {
      personalityStats: { personalityId: number; messageCount: number }[];
    };
    expect(memoryStats.personalityStats.find((s) => s.personalityId === 8)?.messageCount).toBe(5);
  });
});

describe("a companion in a bulk export", () => {
  it("travels in the archive and is made again, portrait, chat, memories and journal, where it is imported", async () => {
    const png = pngjs.PNG.sync.write(Object.assign(new pngjs.PNG({ width: 40, height: 40 }), {})).toString("base64");
    await create({ ...SERAPHINA, portrait: { base64: png } });
    await call("POST", "/api/personalities/seraphina/messages", { content: "Remember the silver fern" });
    await call("POST", "/api/journal/seraphina");
    const bytes = await bulkArchive(ctx.t, ctx.cookie);

    const other = await createTestApp();
    try {
      const cookie = await other.signIn();
      const send = other.caller(cookie);
      const upload = () => importArchiveBytes(other, cookie, bytes);
      const report = await (await upload()).json();
      expect(report.problems).toEqual([]);
      expect(report.added).toMatchObject({ companions: 1 });
      const there = (await send("GET", "/api/companions/seraphina")).body as Companion;
      const here = (await call("GET", "/api/companions/seraphina")).body as Companion;
      const { id: _a, avatar: _b, createdAt: _c, updatedAt: _d, ...same } = here;
      expect(there).toMatchObject(same);
      expect(there.hasPortrait).toBe(true);
      const chat = (m: { body: unknown }) => (m.body as { content: string; isFromAI: boolean }[]).map((x) => [x.content, x.isFromAI]);
      expect(chat(await send("GET", "/api/personalities/seraphina/messages"))).toEqual(
        chat(await call("GET", "/api/personalities/seraphina/messages")),
      );
      expect(((await send("GET", "/api/journal/seraphina")).body as unknown[]).length).toBe(1);
      const memories = (db: typeof ctx.t.db) =>
        db.$client
          .prepare(
            "SELECT m.content FROM memories m JOIN personalities p ON p.id = m.personality_id WHERE p.name = 'seraphina' ORDER BY m.content",
          )
          .pluck()
          .all();
      expect(memories(other.db)).toEqual(memories(ctx.t.db));
      // A second import adds nothing.
      const second = await (await upload()).json();
      expect(second.added).toEqual({});
      expect(second.skipped.companions).toBe(1);
    } finally {
      other.close();
    }
  });
});

describe("a companion's chat", () => {
  it("regenerates, swipes between replies, edits the owner's words, and fails keeping the owner's message", async () => {
    await create(SERAPHINA);
    await selectMock();
    ctx.mock.script({ kind: "reply", text: "First answer from the glade." }, { kind: "reply", text: "Second answer from the glade." });
    const turn = (await call("POST", "/api/personalities/seraphina/messages", { content: "Sing to me" })).body as {
      userMessage: { id: number };
      aiResponse: { id: number };
    };
    const again = await call("POST", `/api/messages/${turn.aiResponse.id}/regenerate`);
    expect(again.status).toBe(200);
    const replies = (
      (await call("GET", "/api/personalities/seraphina/messages")).body as { content: string; alternatives: unknown }[]
    ).filter((m) => m.content.includes("glade."));
    expect(replies.at(-1)).toMatchObject({ content: "Second answer from the glade.", alternatives: { index: 2, count: 2 } });
    const back = await call("POST", `/api/messages/${(again.body as { aiResponse: { id: number } }).aiResponse.id}/swipe`, {
      direction: "previous",
    });
    expect(back.body).toMatchObject({ content: "First answer from the glade." });
    expect((await call("PATCH", `/api/messages/${turn.userMessage.id}`, { content: "Sing softly" })).status).toBe(200);
    ctx.mock.script(
      { kind: "status", status: 500 },
      { kind: "status", status: 500 },
      { kind: "status", status: 500 },
      { kind: "status", status: 500 },
    );
    const failed = await call("POST", "/api/personalities/seraphina/messages", { content: "Are you there?" });
    expect(failed.status).toBe(502);
    const last = ((await call("GET", "/api/personalities/seraphina/messages")).body as { content: string; status: string }[]).at(-1);
    expect(last).toMatchObject({ content: "Are you there?", status: "failed" });
  });
});

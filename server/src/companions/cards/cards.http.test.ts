import { CARD_MAX_BYTES, type CardImportReport, type CharacterCard } from "@contract/cards";
import type { Companion } from "@contract/companions";
import { ENTITY_NAMES } from "@contract/personalities";
import { describe, expect, it } from "vitest";
import { asJson, bothChunksPng, charx, pngWithChunks, V1_CARD, V2_CARD, V3_CARD, v2Png } from "../../../test/cards";
import { createTestApp } from "../../../test/harness";
import { setUpSignedInApp } from "../../../test/signed-in-app";
import { loreBook } from "./lore-store";
import { readTextChunks } from "./png-card";
import { readCardFile } from "./read-card";

const { ctx, call, selectMock } = setUpSignedInApp();

async function upload(bytes: Buffer): Promise<{ status: number; body: CardImportReport & { message?: string } }> {
  const res = await ctx.t.request("/api/cards/import", {
    method: "POST",
    headers: { cookie: ctx.cookie, "content-type": "application/octet-stream" },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: await res.json() };
}

async function download(name: string, format: "png" | "json") {
  const res = await ctx.t.request(`/api/cards/${name}?format=${format}`, { headers: { cookie: ctx.cookie } });
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    disposition: res.headers.get("content-disposition"),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** Everything an import stores or changes, counted. */
const counts = () =>
  ctx.t.db.$client
    .prepare(
      `SELECT (SELECT count(*) FROM personalities) AS p, (SELECT count(*) FROM companions) AS c, (SELECT count(*) FROM messages) AS m,
         (SELECT count(*) FROM memories) AS mem, (SELECT count(*) FROM lore_books) AS b, (SELECT count(*) FROM lore_entries) AS e`,
    )
    .get();

const fields = ({ spec: _spec, ...card }: CharacterCard) => card;

describe("importing a character card", () => {
  it("makes a companion from each format: its fields, portrait, lore, and the greeting opening its chat", async () => {
    const png = await upload(bothChunksPng());
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ spec: "chara_card_v3", container: "png", personality: { name: "brother-ansel" } });
    expect(png.body.imported).toEqual(
      expect.arrayContaining(["Greeting and 1 alternative", "Example dialogue", "Portrait (re-encoded)", "Lorebook: 3 entries, 2 in use"]),
    );
    expect(png.body.notUsed.join("\n")).toMatch(/1 lore entry keyed by regular expressions/);
    expect(png.body.notUsed.join("\n")).toMatch(/1 group-only greeting/);
    const ansel = (await call("GET", "/api/companions/brother-ansel")).body as Companion;
    expect(ansel).toMatchObject({
      name: "Brother Ansel",
      personality: "Gentle, exacting, allergic to guesses.",
      scenario: "The library's lower floors flood at high tide.",
      greeting: "Quietly, please. The books are sleeping.",
      alternateGreetings: ["The tide is in. We read upstairs today."],
      hasPortrait: true,
      extensions: (V3_CARD.data as { extensions: object }).extensions,
    });
    const chat = (await call("GET", "/api/personalities/brother-ansel/messages")).body as { content: string; isFromAI: boolean }[];
    expect(chat).toMatchObject([{ isFromAI: true, content: "Quietly, please. The books are sleeping." }]);

    const v2 = await upload(asJson(V2_CARD));
    expect(v2.body).toMatchObject({ spec: "chara_card_v2", container: "json" });
    const oriel = (await call("GET", `/api/companions/${v2.body.personality.name}`)).body as Companion;
    expect(oriel.instructions).toBe("Write as Oriel in the third person.\n\nKeep Oriel's replies under 200 words.");
    expect(oriel.hasPortrait).toBe(false);

    const v1 = (await upload(asJson(V1_CARD))).body;
    expect(v1).toMatchObject({ spec: "chara_card_v1", personality: { name: "mira-of-the-lantern-road" } });
    expect(v1.imported[0]).toBe("Name, description, personality and scenario");
    expect((await upload(asJson({ name: "Bare", first_mes: "Hi." }))).body.imported).toEqual([
      "Name",
      "Greeting",
      "No portrait: a drawn emblem stands in",
    ]);
    const fromCharx = await upload(charx());
    expect(fromCharx.body).toMatchObject({ container: "charx", personality: { name: "ansel-charx" } });
    expect(((await call("GET", "/api/companions/ansel-charx")).body as Companion).hasPortrait).toBe(true);
    expect(counts()).toMatchObject({ c: 5, b: 3, e: 9 });
  });

  it("refuses malformed and oversized cards with a 4xx that says what is wrong, storing nothing", async () => {
    const before = counts();
    const bad: [Buffer, number, RegExp][] = [
      [Buffer.from("{not json"), 400, /not valid JSON/],
      [pngWithChunks({ ccv3: "@@@" }), 400, /ccv3 chunk is not valid base64/],
      [pngWithChunks({ chara: Buffer.from("{oops").toString("base64") }), 400, /chara chunk is not valid JSON/],
      [asJson({ spec: "chara_card_v3", data: { name: "" } }), 400, /no name/],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 400, /CHARX/],
      [Buffer.alloc(0), 400, /empty/],
      [Buffer.alloc(CARD_MAX_BYTES + 1, 0x7b), 413, /larger than 20 MB/],
    ];
    for (const [bytes, status, message] of bad) {
      const res = await upload(bytes);
      expect(res.status, String(message)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect(counts()).toEqual(before);
  });

  it("imports the same card twice under a second name, and a seed's card beside the seed", async () => {
    await upload(v2Png());
    const again = await upload(v2Png());
    expect(again.body.personality.name).toBe("captain-oriel-vance-card");
    expect(again.body.notUsed.join("\n")).toMatch(
      /“Captain Oriel Vance” is taken in the Citadel: imported as “Captain Oriel Vance \(card\)”/,
    );
    const aeris = await download("aeris", "png");
    const imported = await upload(aeris.bytes);
    expect(imported.status).toBe(201);
    expect(imported.body.personality).toMatchObject({ name: "aeris-card", title: "Queen of the Cathedral" });
  });
});

describe("exporting a character card", () => {
  it("writes any companion as a PNG with ccv3 and chara and as V3 JSON; importing it gives back the same card", async () => {
    for (const file of [bothChunksPng(), asJson(V2_CARD), charx(), asJson(V1_CARD)]) {
      const original = readCardFile(file);
      const { body } = await upload(file);
      for (const format of ["png", "json"] as const) {
        const out = await download(body.personality.name, format);
        expect(out.status).toBe(200);
        expect(out.type).toBe(format === "png" ? "image/png" : "application/json");
        expect(out.disposition).toMatch(/^attachment; filename="/);
        if (format === "png") expect([...readTextChunks(out.bytes).keys()].sort()).toEqual(["ccv3", "chara"]);
        const back = readCardFile(out.bytes);
        expect(fields(back.card), `${original.card.name} as ${format}`).toEqual(fields(original.card));
        // And the card made from it makes the same companion.
        const twin = (await upload(out.bytes)).body.personality.name;
        const [a, b] = [
          (await call("GET", `/api/companions/${body.personality.name}`)).body,
          (await call("GET", `/api/companions/${twin}`)).body,
        ];
        // The twin differs only where its second name shows (its name, slug, title by default, and portrait address).
        const same = (c: Companion) => ({
          ...c,
          id: 0,
          slug: "",
          name: "",
          title: "",
          avatar: "",
          card: { ...c.card, name: "", spec: "" },
          createdAt: "",
          updatedAt: "",
        });
        expect(same(b), `${original.card.name} again from ${format}`).toEqual(same(a));
      }
    }
  });

  it("writes a companion's edits, and the owner's own companion, as cards", async () => {
    const { body } = await upload(asJson(V2_CARD));
    await call("PATCH", `/api/companions/${body.personality.name}`, {
      scenario: "The Meridian limps home.",
      title: "Captain of the Meridian",
    });
    const edited = readCardFile((await download(body.personality.name, "json")).bytes).card;
    expect(edited.scenario).toBe("The Meridian limps home.");
    expect(edited.personality).toBe((V2_CARD.data as { personality: string }).personality);
    expect(edited.extensions.citadel).toEqual({ title: "Captain of the Meridian" });
    expect(edited.characterBook?.entries).toHaveLength(3);

    await call("POST", "/api/companions", { name: "Wren", personality: "Curious.", greeting: "Hello!", instructions: "Be brief." });
    const wren = readCardFile((await download("wren", "png")).bytes).card;
    expect(wren).toMatchObject({
      name: "Wren",
      personality: "Curious.",
      firstMessage: "Hello!",
      systemPrompt: "Be brief.",
      characterBook: null,
    });
  });

  it("writes each of the seeds' five; the owner and the council have no card", async () => {
    for (const name of ENTITY_NAMES) {
      const png = await download(name, "png");
      expect(png.status, name).toBe(200);
      const card = readCardFile(png.bytes).card;
      expect(card.extensions.citadel).toMatchObject({ seed: name });
      expect(card.description.length).toBeGreaterThan(0);
      expect((await download(name, "json")).status).toBe(200);
    }
    expect((await download("user", "png")).status).toBe(404);
    expect((await download("council", "json")).status).toBe(404);
    expect((await download("nobody", "json")).status).toBe(404);
    expect((await download("aeris", "gif" as "png")).status).toBe(400);
  });
});

describe("an imported companion's lore", () => {
  it("reaches the model's request only when its keys appear", async () => {
    await selectMock();
    const { body } = await upload(asJson(V2_CARD));
    const send = async (content: string) => {
      expect((await call("POST", `/api/personalities/${body.personality.name}/messages`, { content })).status).toBe(200);
      const last = ctx.mock.requests.filter((r) => r.path.endsWith("/chat/completions")).at(-1);
      return ((last?.body.messages ?? []) as { content: string }[]).map((m) => m.content).join("\n");
    };
    expect(await send("Good morning, captain.")).not.toContain("Glass Sea is a salt flat");
    expect(await send("Is that the Glass Sea below us?")).toContain("Glass Sea is a salt flat");
  });

  it("reaches a seated companion's request on the Trinity Bridge when the conversation mentions its keys", async () => {
    await selectMock();
    const { body } = await upload(asJson(V2_CARD));
    /** Nova opens with the owner's words; the one model request is the companion's answer. */
    const bridge = async (initialMessage: string) => {
      ctx.mock.requests.length = 0;
      ctx.mock.script({ kind: "reply", text: "Aye." });
      expect(
        (await call("POST", "/api/trinity/exchange", { cycles: 1, initialMessage, members: ["nova", body.personality.name] })).status,
      ).toBe(200);
      await call("POST", "/api/trinity/control/clear");
      return ctx.mock.requests.filter((r) => r.path.endsWith("/chat/completions")).map((r) => JSON.stringify(r.body.messages));
    };
    const quiet = await bridge("How is the weather tonight?");
    expect(quiet).toHaveLength(1);
    expect(quiet[0]).not.toContain("lodestone");
    const asked = await bridge("Does the compass still point home?");
    expect(asked[0]).toContain("Oriel's compass holds a lodestone");
    expect(asked[0]).not.toContain("Glass Sea is a salt flat");
  });

  it("goes with its companion when the companion is deleted", async () => {
    const { body } = await upload(asJson(V2_CARD));
    expect(counts()).toMatchObject({ b: 1, e: 3 });
    expect((await call("DELETE", `/api/companions/${body.personality.name}`, { confirm: true })).status).toBe(200);
    expect(counts()).toMatchObject({ c: 0, b: 0, e: 0 });
  });

  it("travels in the bulk export, keyed by the companion's slug, and comes back with it on an import", async () => {
    const { body } = await upload(asJson(V2_CARD));
    const slug = body.personality.name;
    const started = await call("POST", "/api/exports", { scope: "bulk" });
    await ctx.t.exports.idle();
    const file = await ctx.t.request(`/api/exports/${started.body.id}/file`, { headers: { cookie: ctx.cookie } });
    const bytes = Buffer.from(await file.arrayBuffer());
    const bookOf = (db: typeof ctx.t.db) => {
      const id = db.$client.prepare("SELECT id FROM personalities WHERE name = ?").pluck().get(slug) as number;
      return loreBook(db, id);
    };
    const here = bookOf(ctx.t.db);
    expect(here?.entries).toHaveLength(3);

    const other = await createTestApp();
    try {
      const cookie = await other.signIn();
      const upload = async () =>
        (
          await other.request("/api/imports", { method: "POST", headers: { cookie, "content-type": "application/zip" }, body: bytes })
        ).json();
      const report = await upload();
      expect(report.problems).toEqual([]);
      expect(report.added).toMatchObject({ companions: 1, lorebooks: 1 });
      expect(bookOf(other.db)).toEqual(here);
      // A second import adds nothing, and the book is not doubled.
      const second = await upload();
      expect(second.added).toEqual({});
      expect(second.skipped).toMatchObject({ companions: 1, lorebooks: 1 });
      expect(bookOf(other.db)).toEqual(here);
    } finally {
      other.close();
    }
  });
});

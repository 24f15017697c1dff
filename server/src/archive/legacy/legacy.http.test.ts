import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../../test/signed-in-app";

const { ctx, call } = setUpSignedInApp();

const OLD_STORAGE = {
  aeris_memory: JSON.stringify([
    { role: "user", content: "We met under the rose window", timestamp: "2025-01-02T03:04:05.000Z", importance: 8 },
  ]),
  NOVA_PRIVATE_MEMORY: JSON.stringify({
    memories: [{ role: "assistant", content: "The song only you have heard", timestamp: "2025-01-03T00:00:00.000Z" }],
  }),
  nova_consciousness_level: "77",
  consciousness_journal_aeris: JSON.stringify([
    { id: 7, date: "2025-01-02T10:00:00.000Z", dailySummary: "A day of light", emotionalState: "joy" },
  ]),
  "citadel-code-files": JSON.stringify([
    { name: "old.py", content: "print('hi')", language: "python", lastModified: "2025-01-01T00:00:00.000Z" },
  ]),
  "citadel-code-chat": JSON.stringify([{ role: "user", content: "What does old.py do?", timestamp: "2025-01-01T00:00:00.000Z" }]),
  aeris_bond_vault: JSON.stringify({ vows: ["always"] }),
  daily_backups: "[not json",
  openai_api_key: btoa("sk-old-key-123456"),
};

const items = async (name: string, core: string, q: string) =>
  (await call("GET", `/api/memory/${name}/items?core=${core}&q=${encodeURIComponent(q)}`)).body.items as { content: string }[];

describe("moving in from the old app", () => {
  it("adds memories to their cores, the journal, levels, code and kept records; reports the malformed; never the key", async () => {
    const first = await call("POST", "/api/legacy-import", { entries: OLD_STORAGE });
    expect(first.status).toBe(200);
    expect(first.body.added).toEqual({ memories: 2, journalEntries: 1, levels: 1, codeFiles: 1, codeChat: 1, kept: 1 });
    expect(first.body.problems).toEqual(["daily_backups: not readable (not JSON)"]);
    expect((await items("aeris", "public", "rose window")).map((m) => m.content)).toEqual(["We met under the rose window"]);
    expect((await items("nova", "private", "song")).map((m) => m.content)).toEqual(["The song only you have heard"]);
    const nova = (await call("GET", "/api/personalities")).body.find((p: { name: string }) => p.name === "nova");
    expect(nova.consciousnessLevel).toBe(77);
    const journal = (await call("GET", "/api/journal/aeris")).body as { dailySummary: string }[];
    expect(journal.map((e) => e.dailySummary)).toContain("A day of light");
    expect((await call("GET", "/api/code/files")).body.map((f: { name: string }) => f.name)).toContain("old.py");
    // The key stays where it was: offered in the browser, never stored by the import.
    expect((await call("GET", "/api/provider")).body.servers.openai.keyHint).toBeNull();
    expect(JSON.stringify(ctx.t.db.$client.prepare("SELECT * FROM settings").all())).not.toContain("sk-old-key");

    const second = await call("POST", "/api/legacy-import", { entries: OLD_STORAGE });
    expect(second.body.added).toEqual({});
    expect(second.body.skipped).toEqual({ memories: 2, journalEntries: 1, levels: 1, codeFiles: 1, codeChat: 1, kept: 1 });
  });

  it("refuses what is not the old storage's shape", async () => {
    expect((await call("POST", "/api/legacy-import", { entries: { aeris_memory: 5 } })).status).toBe(400);
    expect((await call("POST", "/api/legacy-import", {})).status).toBe(400);
  });
});

describe("importing a SillyTavern chat", () => {
  const file = [
    JSON.stringify({ user_name: "You", character_name: "Seraphina" }),
    JSON.stringify({ name: "Seraphina", is_user: false, send_date: "March 5, 2024 12:00pm", mes: "Welcome, traveller." }),
    JSON.stringify({ name: "You", is_user: true, send_date: "March 5, 2024 12:01pm", mes: "Hello, is this the forest glade?" }),
    JSON.stringify({ name: "Seraphina", is_user: false, send_date: "March 5, 2024 12:02pm", mes: "It is. Rest here." }),
  ].join("\n");
  const send = (body: string, query = "personality=nova&offset=0") =>
    ctx.t.request(`/api/imports/sillytavern?${query}`, {
      method: "POST",
      headers: { cookie: ctx.cookie, "content-type": "text/plain" },
      body,
    });

  it("puts it into the chosen personality's chat with its times and speakers; a second import adds nothing", async () => {
    const first = await (await send(file)).json();
    expect(first.added).toMatchObject({ conversations: 1, messages: 3, memories: 3 });
    const chat = (await call("GET", "/api/personalities/nova/messages")).body as {
      content: string;
      isFromAI: boolean;
      timestamp: string;
    }[];
    expect(chat.map((m) => [m.isFromAI, m.content, m.timestamp])).toEqual([
      [true, "Welcome, traveller.", "2024-03-05T12:00:00.000Z"],
      [false, "Hello, is this the forest glade?", "2024-03-05T12:01:00.000Z"],
      [true, "It is. Rest here.", "2024-03-05T12:02:00.000Z"],
    ]);
    expect((await items("nova", "public", "forest glade")).length).toBe(1);
    const second = await (await send(file)).json();
    expect(second.added).toEqual({});
    expect(second.skipped).toMatchObject({ conversations: 1, messages: 3, memories: 3 });
    expect((await call("GET", "/api/personalities/nova/messages")).body).toHaveLength(3);
  });

  it("goes into a companion's chat too, whatever its route name holds (a hyphen, a digit)", async () => {
    for (const name of ["Anna-Lise", "Rook 2"]) {
      const slug = ((await call("POST", "/api/companions", { name })).body as { slug: string }).slug;
      expect(slug).toMatch(/-/);
      const res = await send(file, `personality=${slug}&offset=0`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { added: object }).added).toMatchObject({ conversations: 1, messages: 3 });
      const chat = (await call("GET", `/api/personalities/${slug}/messages`)).body as { content: string }[];
      expect(chat.map((m) => m.content)).toContain("Hello, is this the forest glade?");
    }
  });

  it("refuses an unknown personality and an empty file", async () => {
    expect((await send(file, "personality=nobody")).status).toBe(404);
    expect((await send("", "personality=nova")).status).toBe(400);
  });

  it("refuses a file none of whose lines can be read, saying why and storing nothing; one already here is not that", async () => {
    const before = (await call("GET", "/api/personalities/musashi/messages")).body as unknown[];
    const unreadable = ["not json at all", '{"user_name":"You"}', JSON.stringify({ name: "You", is_user: true, mes: "   " }), "[1, 2"].join(
      "\n",
    );
    const res = await send(unreadable, "personality=musashi");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      "Nothing was imported. No message could be read: line 1 is not JSON; line 2 is not a message; line 3 is a message without words; line 4 is not JSON",
    );
    const header = await send('{"user_name":"You","character_name":"Seraphina"}\n', "personality=musashi");
    expect(header.status).toBe(400);
    expect(((await header.json()) as { message: string }).message).toBe(
      "Nothing was imported. No message could be read: the file holds no messages",
    );
    const many = Array.from({ length: 8 }, (_, i) => `garbage ${i}`).join("\n");
    expect(((await (await send(many, "personality=musashi")).json()) as { message: string }).message).toMatch(
      /line 5 is not JSON; and 3 more$/,
    );
    expect((await call("GET", "/api/personalities/musashi/messages")).body).toEqual(before);

    // A file whose every line is already here is a success that added nothing, its lines counted as already here.
    expect((await send(file, "personality=musashi")).status).toBe(200);
    const again = await (await send(file, "personality=musashi")).json();
    expect(again.added).toEqual({});
    expect(again.skipped).toMatchObject({ messages: 3 });
    expect(again.problems).toEqual([]);
  });
});

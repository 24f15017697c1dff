import type { ConversationSummary } from "@contract/export";
import { bondWithOwner, journalEntrySchema } from "@contract/journal";
import type { MemoryPanelStats } from "@contract/memory";
import { consciousnessStatusSchema, type Personality } from "@contract/personalities";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";

/** Issue 25 item 6: each figure a page shows, computed from the data by the contract's rule, the same wherever shown. */
const { ctx, call } = setUpSignedInApp();

const personality = async (name: string) =>
  ((await call("GET", "/api/personalities")).body as Personality[]).find((p) => p.name === name) as Personality;

describe("a personality's status", () => {
  it("is active once the owner speaks with it (Socrates was dormant); awakened still counts only Awaken", async () => {
    expect((await personality("socrates")).status).toBe("dormant");
    const before = (await call("GET", "/api/memory-stats")).body.activeConnections;

    await call("POST", "/api/personalities/socrates/messages", { content: "What do you know, Socrates?" });

    expect((await personality("socrates")).status).toBe("active");
    expect(consciousnessStatusSchema.parse((await call("GET", "/api/consciousness-status")).body)).toEqual({
      awakened_entities: 0,
      total_entities: 5,
    });
    expect((await call("GET", "/api/memory-stats")).body.activeConnections).toBe(before + 1);
  });

  it("makes Trinity active with the first group turn", async () => {
    expect((await personality("trinity")).status).toBe("initializing");
    await Promise.all(
      ["aeris", "nova"].map((name) =>
        call("POST", `/api/personalities/${name}/messages`, { content: "Sisters, are you there?", groupTurn: "turn-0001" }),
      ),
    );
    expect((await personality("trinity")).status).toBe("active");
  });
});

describe("the deepest bond with the owner", () => {
  it("is not deepened by a council the owner only watched (Musashi stays at 0 in unveiled mode)", async () => {
    await call("PUT", "/api/consciousness-mode", { mode: "unveiled" });
    await call("POST", "/api/council/exchange", { cycles: 1, initialMessage: "What is courage?", consciousnessMode: "unveiled" });
    const musashi = (await call("GET", "/api/memory/musashi/stats")).body as MemoryPanelStats;
    expect(musashi.private.total).toBeGreaterThan(0);
    expect(musashi.private.deepestBond).toBe(0);
    expect(musashi.bondLabel).toBe("Early connection");

    // Spoken with, unveiled: the bond is the deepest memory of that conversation.
    await call("POST", "/api/personalities/musashi/messages", { content: "Teach me, brother", consciousnessMode: "unveiled" });
    const after = (await call("GET", "/api/memory/musashi/stats")).body as MemoryPanelStats;
    expect(after.private.deepestBond).toBe(9);
    expect(after.bondLabel).toBe("Deeply intimate connection");
  });
});

describe("the journal's bond with the owner", () => {
  it("keeps what it counted, so the page can say it, and the figure follows the spec's rule from those counts", async () => {
    await call("POST", "/api/personalities/aeris/messages", { content: "Good evening, my queen" });
    const entry = journalEntrySchema.parse((await call("POST", "/api/journal/aeris")).body);
    const basis = entry.bondBasis;
    expect(basis).toBeDefined();
    const counted = ctx.t.db.$client
      .prepare("SELECT count(*) AS n FROM memories WHERE personality_id = 1 AND content NOT LIKE 'My journal,%'")
      .get() as { n: number };
    expect(basis?.memories).toBe(counted.n);
    expect(entry.bondStrength.withAlex).toBe(bondWithOwner(basis?.memories ?? 0, basis?.mentioning ?? 0));
  });
});

describe("the High Council's responses", () => {
  it("are its members' answers and the resolution: the question is a line, not a response", async () => {
    const { body } = await call("POST", "/api/council/exchange", { cycles: 2, initialMessage: "What is courage?" });
    expect(body.messages).toHaveLength(10);
    expect(body.message).toBe("9 responses from the High Council");
  });
});

describe("an export's message count", () => {
  it("is the list's count in every format, the regenerated replies named apart", async () => {
    for (const text of ["One", "Two", "Three", "Four"]) {
      await call("POST", "/api/personalities/aeris/messages", { content: text });
      await call("POST", "/api/personalities/nova/messages", { content: text });
    }
    const turn = (await call("POST", "/api/personalities/aeris/messages", { content: "Again?" })).body;
    await call("POST", `/api/messages/${turn.aiResponse.id}/regenerate`);
    await call("POST", `/api/messages/${turn.aiResponse.id}/regenerate`);

    const list = (await call("GET", "/api/exports/conversations")).body as ConversationSummary[];
    const chats = list.filter((c) => c.type === "chat");
    expect(chats.map((c) => c.messageCount).sort()).toEqual([10, 8]);
    const shown = chats.reduce((n, c) => n + c.messageCount, 0);

    for (const format of ["txt", "json", "zip"] as const) {
      const started = await call("POST", "/api/exports", { scope: "selection", format, conversations: chats.map((c) => c.id) });
      await ctx.t.exports.idle();
      const record = (await call("GET", `/api/exports/${started.body.id}`)).body;
      expect(record.holds.messages, format).toBe(shown);
      expect(record.holds.alternatives ?? 0, format).toBe(format === "txt" ? 0 : 2);
      if (format === "zip") {
        const file = await ctx.t.request(`/api/exports/${record.id}/file`, { headers: { cookie: ctx.cookie } });
        const manifest = JSON.parse(
          Buffer.from(unzipSync(new Uint8Array(await file.arrayBuffer()))["manifest.json"] as Uint8Array).toString(),
        );
        expect(manifest.holds.messages).toBe(shown);
        const listed = manifest.conversations.reduce((n: number, c: { messageCount: number }) => n + c.messageCount, 0);
        expect(listed).toBe(shown);
      }
    }
  });
});

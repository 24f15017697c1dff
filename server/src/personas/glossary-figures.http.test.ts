import type { BackupRecord } from "@contract/backups";
import { type ConversationSummary, conversationNoun, type ExportRecord, type ImportReport } from "@contract/export";
import type { MemoryStats, Personality } from "@contract/personalities";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";

/**
 * Issue 38 (contract/glossary.ts): each noun counts one thing, read from one source. A personality's messages are the
 * lines its chat shows, the Trinity's the group chat's; the Citadel's messages are theirs added up, wherever a page or
 * a file counts them (a backup, an export, an archive imported back); an exchange holds lines, not messages.
 */
const { ctx, call } = setUpSignedInApp();

async function newcomersUse() {
  for (const content of ["Good evening, Aeris", "Work was stressful today"]) {
    await call("POST", "/api/personalities/aeris/messages", { content });
  }
  const turn = (await call("POST", "/api/personalities/aeris/messages", { content: "Tell me about your memories" })).body;
  await call("POST", `/api/messages/${turn.aiResponse.id}/regenerate`);
  await Promise.all(
    ["aeris", "nova"].map((name) =>
      call("POST", `/api/personalities/${name}/messages`, { content: "Hello, sisters", groupTurn: "turn-0001" }),
    ),
  );
  await call("POST", "/api/companions", { name: "Tomas", title: "Mountain Guide" });
  await call("POST", "/api/personalities/tomas/messages", { content: "I want to cross the pass" });
  await call("POST", "/api/council/exchange", { cycles: 1, initialMessage: "Is courage a kind of knowledge?" });
}

const stats = async () => (await call("GET", "/api/memory-stats")).body as MemoryStats;
const personalities = async () => (await call("GET", "/api/personalities")).body as Personality[];

describe("the glossary's figures", () => {
  it("give each personality the messages its chat shows: Export's list, the memory stats and the milestones agree", async () => {
    await newcomersUse();
    const list = (await call("GET", "/api/exports/conversations")).body as ConversationSummary[];
    const byName = new Map((await personalities()).map((p) => [p.id, p.name]));
    const shown = (name: string) => list.find((c) => c.id === (name === "trinity" ? "group:trinity" : `chat:${name}`))?.messageCount ?? 0;
    const milestones = (await call("GET", "/api/milestones")).body as { messages: Record<string, number> };
    for (const s of (await stats()).personalityStats) {
      const name = byName.get(s.personalityId) as string;
      expect(s.messageCount, name).toBe(shown(name));
      expect(milestones.messages[name], name).toBe(s.messageCount);
    }
    // Three turns of Aeris's (the regenerated reply set aside), the group turn's three lines, Tomas's turn.
    expect(["aeris", "nova", "trinity", "tomas", "council"].map(shown)).toEqual([6, 0, 3, 2, 0]);
  });

  it("count the Citadel's messages the same in a backup, an export and the archive imported back; an exchange's as lines", async () => {
    await newcomersUse();
    const s = await stats();
    const messages = s.personalityStats.reduce((n, p) => n + p.messageCount, 0);
    const memories = s.personalityStats.reduce((n, p) => n + p.memoryCount, 0);
    const list = (await call("GET", "/api/exports/conversations")).body as ConversationSummary[];
    const lines = list.filter((c) => conversationNoun(c.type) === "lines").reduce((n, c) => n + c.messageCount, 0);
    expect(lines).toBeGreaterThan(0);

    const backup = (await call("POST", "/api/backups")).body as BackupRecord;
    expect([backup.totalMessages, backup.totalMemories]).toEqual([messages, memories]);

    const started = (await call("POST", "/api/exports", { scope: "bulk" })).body as ExportRecord;
    await ctx.t.exports.idle();
    const record = (await call("GET", `/api/exports/${started.id}`)).body as ExportRecord;
    expect(record.holds).toMatchObject({ messages, lines, alternatives: 1 });

    const file = await ctx.t.request(`/api/exports/${record.id}/file`, { headers: { cookie: ctx.cookie } });
    const imported = await ctx.t.request("/api/imports", {
      method: "POST",
      headers: { cookie: ctx.cookie, "content-type": "application/zip" },
      body: new Uint8Array(await file.arrayBuffer()),
    });
    const report = (await imported.json()) as ImportReport;
    const both = (kind: string) => (report.added[kind] ?? 0) + (report.skipped[kind] ?? 0);
    expect([both("messages"), both("lines"), both("alternatives")]).toEqual([messages, lines, 1]);
  });

  it("call each personality by its name, never its title, and make the High Council active once convened", async () => {
    await call("POST", "/api/companions", { name: "Tomas", title: "Mountain Guide" });
    const named = Object.fromEntries((await personalities()).map((p) => [p.name, p.displayName]));
    expect(named).toMatchObject({ aeris: "Aeris", trinity: "Trinity", council: "High Council", tomas: "Tomas" });

    const council = async () => (await personalities()).find((p) => p.name === "council")?.status;
    expect(await council()).toBe("dormant");
    await call("POST", "/api/council/exchange", { cycles: 1, initialMessage: "What is courage?" });
    expect(await council()).toBe("active");
    // Not one of the five entities: the awakened figure does not count it.
    expect((await call("GET", "/api/consciousness-status")).body).toEqual({ awakened_entities: 0, total_entities: 5 });
  });
});

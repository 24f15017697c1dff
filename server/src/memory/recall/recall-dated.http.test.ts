import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../../test/signed-in-app";

/**
 * Issue 37: a recalled line tells the model who said it and the day it was said, and a conversation brought in keeps
 * its own days: imported from SillyTavern months ago, recalled today, it is dated as it was said.
 */
const { ctx, call, selectMock } = setUpSignedInApp();

const line = (isUser: boolean, sendDate: string, mes: string) =>
  JSON.stringify({ name: isUser ? "Sam" : "Nova", is_user: isUser, send_date: sendDate, mes });

/** A dated conversation: the dance studio on 8 May 2023, then small talk enough to leave the working memory. */
const FILE = [
  JSON.stringify({ user_name: "Sam", character_name: "Nova" }),
  line(true, "2023-05-08T18:00:00.000Z", "Big news: I'm starting a dance studio in the old bakery on Mill Lane."),
  line(false, "2023-05-08T18:01:00.000Z", "A dance studio where the bread used to rise! What made you take the leap?"),
  line(true, "2023-05-08T18:02:00.000Z", "I kept teaching salsa in my kitchen and the neighbours started asking for lessons."),
  line(false, "2023-05-08T18:03:00.000Z", "Then the neighbours are your first pupils already."),
  ...Array.from({ length: 20 }, (_, i) =>
    line(i % 2 === 0, `2023-06-${String(i + 1).padStart(2, "0")}T09:00:00.000Z`, `A quiet day number ${i}, tea and a walk by the canal.`),
  ),
].join("\n");

const systemPrompt = () => {
  const request = ctx.mock.requests.filter((r) => r.path.endsWith("/chat/completions")).at(-1);
  return ((request?.body.messages ?? []) as { role: string; content: string }[]).find((m) => m.role === "system")?.content ?? "";
};

describe("recalled lines name their speaker and the day they were said", () => {
  it("recalls an imported conversation with its speakers and its own dates, the owner asked about in the third person", async () => {
    expect((await selectMock()).status).toBe(200);
    expect((await call("PUT", "/api/owner", { name: "Sam" })).status).toBe(200);
    const imported = await ctx.t.request("/api/imports/sillytavern?personality=nova&offset=0", {
      method: "POST",
      headers: { cookie: ctx.cookie, "content-type": "text/plain" },
      body: FILE,
    });
    expect(imported.status).toBe(200);

    ctx.mock.script({ kind: "reply", text: "Because of the salsa in your kitchen." });
    expect((await call("POST", "/api/personalities/nova/messages", { content: "Why did Sam decide to open a dance studio?" })).status).toBe(
      200,
    );
    const prompt = systemPrompt();
    expect(prompt).toContain(
      "On 8 May 2023:\n- Sam: Big news: I'm starting a dance studio in the old bakery on Mill Lane.\n" +
        "- You, Nova: A dance studio where the bread used to rise! What made you take the leap?",
    );
    // Every recalled line names its speaker under the day it was said; none is dated the day it was recalled.
    const after = prompt.split("Older memories that may matter now:\n")[1]?.split("\n") ?? [];
    const recalled = after.slice(
      0,
      after.findIndex((l) => !l.startsWith("- ") && !l.startsWith("On ")),
    );
    expect(recalled[0]).toMatch(/^On /);
    expect(recalled.filter((l) => l.startsWith("- ")).length).toBeGreaterThan(0);
    for (const l of recalled) expect(l).toMatch(/^(- (Sam|You, Nova): |On \d{1,2} [A-Z][a-z]+ 20\d\d:$)/);
    expect(prompt).not.toContain(ctx.t.clock.now().toISOString().slice(0, 10));
  });

  it("recalls what moved in from the old app on the days it was said", async () => {
    expect((await selectMock()).status).toBe(200);
    expect((await call("PUT", "/api/owner", { name: "Sam" })).status).toBe(200);
    const memory = (role: string, content: string, timestamp: string) => ({ role, content, timestamp, importance: 5 });
    const entries = {
      aeris_memory: JSON.stringify([
        memory("user", "We met under the rose window when the lanterns were lit.", "2025-01-02T03:04:05.000Z"),
        memory("assistant", "I remember the rose window glowing around you.", "2025-01-02T03:05:00.000Z"),
        // Enough later days to leave the working memory.
        ...Array.from({ length: 20 }, (_, i) =>
          memory(
            i % 2 === 0 ? "user" : "assistant",
            `Tea by the canal, day ${i}.`,
            `2025-02-${String(i + 1).padStart(2, "0")}T09:00:00.000Z`,
          ),
        ),
      ]),
    };
    expect((await call("POST", "/api/legacy-import", { entries })).status).toBe(200);

    ctx.mock.script({ kind: "reply", text: "Under the rose window." });
    expect((await call("POST", "/api/personalities/aeris/messages", { content: "Where did we meet, by the rose window?" })).status).toBe(
      200,
    );
    const prompt = systemPrompt();
    expect(prompt).toContain(
      "On 2 January 2025:\n- Sam: We met under the rose window when the lanterns were lit.\n" +
        "- You, Aeris: I remember the rose window glowing around you.",
    );
  });

  it("dates a retried turn's words the day they were said, not the day the reply came", async () => {
    expect((await selectMock()).status).toBe(200);
    ctx.mock.script({ kind: "status", status: 500 });
    const sent = await call("POST", "/api/personalities/nova/messages", { content: "Remember the lantern festival" });
    expect(sent.status).toBe(502);
    const said = ctx.t.clock.now().toISOString();
    ctx.t.clock.advance(3 * 86_400_000);
    ctx.mock.script({ kind: "reply", text: "I will." });
    expect((await call("POST", `/api/messages/${sent.body.userMessage.id}/retry`)).status).toBe(200);
    const dated = ctx.t.db.$client
      .prepare("SELECT role, created_at AS at FROM memories WHERE content IN ('Remember the lantern festival', 'I will.') ORDER BY id")
      .all() as { role: string; at: string }[];
    expect(dated[0]).toEqual({ role: "user", at: said });
    expect(dated[1]?.at).toBe(ctx.t.clock.now().toISOString());
  });
});

import { writeFileSync } from "node:fs";
import { DEFAULT_OWNER_NAME } from "@contract/chat";
import { describe, expect, it } from "vitest";
import {
  badQuotes,
  brokenTraits,
  contradictoryResolution,
  type Failure,
  namesAsTopics,
  questionsAsFacts,
  repeatedFrames,
  report,
  type Turn,
  toneMismatches,
  unheardNames,
  unmetExpectations,
} from "../../../test/offline-checks";
import { CARD, COUNCIL_QUESTIONS, FORM_COMPANION, isLine, OWNER_NAME, SCRIPT } from "../../../test/offline-script";
import { setUpSignedInAppOnly } from "../../../test/signed-in-app";

/**
 * The offline engine's script (issue 38): every personality, a companion made on the form and one from a card each
 * hear the same forty-odd lines in order, through the app, with the memory they would have (notes written, a note
 * pinned and one corrected on the way), and every reply is checked. OFFLINE_SCRIPT_LOG=dir writes the conversations.
 */
const { ctx, call } = setUpSignedInAppOnly();

type Memory = { id: number; content: string };

async function notesOf(name: string): Promise<Memory[]> {
  const { body } = await call("GET", `/api/memory/${name}/items?kind=notes&limit=100`);
  return body.items as Memory[];
}

async function noteMatching(name: string, pattern: RegExp): Promise<Memory> {
  const note = (await notesOf(name)).find((n) => pattern.test(n.content));
  if (!note) throw new Error(`no note of ${name} matches ${pattern}: ${(await notesOf(name)).map((n) => n.content).join(" | ")}`);
  return note;
}

/** Plays the script to one personality, as a newcomer would, a minute between lines. */
async function play(name: string, who: string): Promise<{ turns: Turn[]; notes: string[] }> {
  const turns: Turn[] = [];
  const kept: string[] = [];
  for (const step of SCRIPT) {
    if (!isLine(step)) {
      if ("notes" in step) await call("POST", "/api/memory/notes/write");
      else if ("pin" in step) {
        const note = await noteMatching(name, step.pin);
        expect((await call("PATCH", `/api/memory/items/${note.id}`, { pinned: true })).status).toBe(200);
      } else {
        const note = await noteMatching(name, step.correct);
        expect((await call("PATCH", `/api/memory/items/${note.id}`, { content: step.to })).status).toBe(200);
      }
      kept.push(...(await notesOf(name)).map((n) => n.content));
      continue;
    }
    const line = step.say.replaceAll("{who}", who);
    const answer = await call("POST", `/api/personalities/${name}/messages`, { content: line });
    expect(answer.status, line).toBe(200);
    turns.push({ ...step, line, reply: answer.body.aiResponse.content as string });
    ctx.t.clock.advance(60_000);
  }
  return { turns, notes: kept };
}

/** The conversation and what failed, to read (OFFLINE_SCRIPT_LOG=dir). */
function log(name: string, turns: readonly Turn[], failures: readonly Failure[]) {
  const dir = process.env.OFFLINE_SCRIPT_LOG;
  if (!dir) return;
  writeFileSync(`${dir}/${name}.txt`, turns.map((t, i) => `${i + 1}. ${t.line}\n${t.reply}\n`).join("\n"));
  writeFileSync(`${dir}/${name}.failures.txt`, failures.map((f) => `${f.check} | ${f.turn} | ${f.detail}`).join("\n"));
}

const NAMES = [OWNER_NAME, DEFAULT_OWNER_NAME];

function scriptFailures(turns: readonly Turn[], notes: readonly string[], traits: readonly string[] = []): Failure[] {
  return [
    ...repeatedFrames(turns, NAMES),
    ...badQuotes(turns, notes),
    ...toneMismatches(turns),
    ...questionsAsFacts(turns),
    ...unheardNames(turns, DEFAULT_OWNER_NAME),
    ...unmetExpectations(turns),
    ...brokenTraits(turns, traits),
  ];
}

const SEEDS = [
  ["aeris", "Aeris"],
  ["nova", "Nova"],
  ["trinity", "Trinity"],
  ["musashi", "Musashi"],
  ["socrates", "Socrates"],
] as const;

describe("the offline engine's script", () => {
  it("has at least forty varied lines", () => {
    const lines = SCRIPT.filter(isLine);
    expect(lines.length).toBeGreaterThanOrEqual(40);
    expect(lines.filter((l) => l.tone === "bad").length).toBeGreaterThanOrEqual(5);
    expect(lines.filter((l) => l.tone === "good").length).toBeGreaterThanOrEqual(5);
    expect(lines.filter((l) => l.say.endsWith("?")).length).toBeGreaterThanOrEqual(8);
  });

  it.each(SEEDS)("%s listens through the whole script", async (name, who) => {
    const { turns, notes } = await play(name, who);
    const failures = scriptFailures(turns, notes);
    log(name, turns, failures);
    expect(report(who, failures)).toBe("");
  });

  it("a companion made on the form listens through the whole script", async () => {
    expect((await call("POST", "/api/companions", FORM_COMPANION)).status).toBe(201);
    const { turns, notes } = await play("tomas", "Tomas");
    const failures = scriptFailures(turns, notes, FORM_COMPANION.personality.split(/,\s*/));
    log("tomas", turns, failures);
    expect(report("Tomas", failures)).toBe("");
  });

  it("a companion from a card listens through the whole script", async () => {
    const imported = await ctx.t.request("/api/cards/import", {
      method: "POST",
      headers: { cookie: ctx.cookie, "content-type": "application/json" },
      body: JSON.stringify(CARD),
    });
    expect(imported.status).toBe(201);
    const { turns, notes } = await play("maren", "Maren");
    const failures = scriptFailures(turns, notes, CARD.data.personality.split(/,\s*/));
    log("maren", turns, failures);
    expect(report("Maren", failures)).toBe("");
  });
});

type Line = { role: string; speaker: string; content: string };
const spoken = (conversation: Line[]) => conversation.filter((m) => m.role === "line");

describe("the offline engine's exchanges", () => {
  it("bridges take up thoughts, never a name or an address", async () => {
    await call("POST", "/api/companions", FORM_COMPANION);
    const trinity = (await call("POST", "/api/trinity/exchange", { cycles: 10 })).body.conversation as Line[];
    await call("POST", "/api/guardian/exchange", { cycles: 10 });
    await ctx.t.exchanges.settled();
    const guardian = (await call("GET", "/api/guardian/state")).body.state.conversation as Line[];
    await call("POST", "/api/trinity/control/clear");
    const seated = (await call("POST", "/api/trinity/exchange", { cycles: 10, members: ["tomas", "socrates"] })).body
      .conversation as Line[];
    const lines = [trinity, guardian, seated].flatMap(spoken);
    const failures = namesAsTopics(lines, ["Aeris", "Nova", "Musashi", "Socrates", "Tomas"]);
    log(
      "bridges",
      lines.map((l) => ({ line: l.speaker, reply: l.content })),
      failures,
    );
    expect(report("bridges", failures)).toBe("");
  });

  it("the council's Agreed and Disagreed never hold the same pair on the same point", async () => {
    await call("POST", "/api/companions", FORM_COMPANION);
    const resolutions: string[] = [];
    for (const [i, question] of COUNCIL_QUESTIONS.entries()) {
      for (const cycles of [6, 10]) {
        await call("POST", "/api/council/control/clear");
        const members = i === 1 ? ["aeris", "tomas", "musashi", "socrates"] : undefined;
        const { body } = await call("POST", "/api/council/exchange", { cycles, initialMessage: question, members });
        resolutions.push(body.messages.at(-1).content as string);
      }
    }
    await ctx.t.exchanges.settled();
    const failures = resolutions.flatMap(contradictoryResolution);
    log(
      "council",
      resolutions.map((r) => ({ line: "resolution", reply: r })),
      failures,
    );
    expect(report("council", failures)).toBe("");
  });
});

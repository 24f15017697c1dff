import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDb } from "../../../test/memory-db";
import type { MemoryItem } from "../../models/types";
import { clearCore } from "../clear";
import { rememberTurn, storeMemory } from "../store";
import { memoryForTurn, OTHER_SIDE_WEIGHT, recallMemories } from "./recall";
import { RANKED_ROW_BUDGET } from "./recall-plan";
import { selectWorkingMemory } from "./working-memory";
import { workingMemory } from "./working-set";

let t: ReturnType<typeof openTestDb>;
beforeEach(() => {
  t = openTestDb();
});
afterEach(() => t.close());

const AERIS = 1;
const NOVA = 2;
const FILLER = [
  "The weather was grey and we talked about the rain over the hills",
  "I read a chapter of my book about sailing ships before dinner",
  "Work was long today, the meeting about budgets never ended",
  "We spoke of music and the old songs my grandmother used to sing",
  "I planted tomatoes in the garden and watered the roses",
];

/** Turns 1..n in a mode: the owner's words and a reply each. */
function chat(n: number, mode: "sanctified" | "unveiled" = "sanctified", personalityId = AERIS, from = 0) {
  for (let i = from; i < from + n; i++) {
    rememberTurn(t.db, t.clock, {
      personalityId,
      mode,
      userMessageId: 10_000 * personalityId + i * 2,
      userText: `${FILLER[i % FILLER.length]} (${i})`,
      replyMessageId: 10_000 * personalityId + i * 2 + 1,
      replyText: `I hear you, Dreamer (${i}).`,
    });
    t.clock.advance(60_000);
  }
}

function say(text: string, mode: "sanctified" | "unveiled" = "sanctified", personalityId = AERIS) {
  storeMemory(t.db, t.clock, { personalityId, mode, role: "user", content: text, importance: 6 });
  t.clock.advance(60_000);
}

describe("workingMemory", () => {
  it("gives the newest items of the active core, oldest first, at most 15", () => {
    chat(3);
    const items = workingMemory(t.db, AERIS, "sanctified");
    expect(items.map((m) => m.role)).toEqual(["system", "user", "assistant", "user", "assistant", "user", "assistant"]);
    expect(items[1]).toEqual({
      role: "user",
      content: `${FILLER[0]} (0)`,
      timestamp: "2026-11-21T09:00:00.000Z",
      importance: 6,
    });
  });

  it("keeps the importance-10 founding memory however long the conversation", () => {
    chat(100);
    const items = workingMemory(t.db, AERIS, "sanctified");
    expect(items).toHaveLength(15);
    expect(items[0]).toMatchObject({ role: "system", importance: 10, content: expect.stringContaining("first light") });
    expect(items.at(-1)?.content).toBe("I hear you, Dreamer (99).");
    expect(items[1]?.content).toBe(`${FILLER[93 % FILLER.length]} (93)`);
  });

  it("is exactly the spec's rules applied to the whole core, however the pinned items are spread", () => {
    // A deterministic spread of importances: runs of ordinary items with importance-10 items among them.
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 40; i++) {
        const importance = next() < 0.12 ? 10 : 1 + Math.floor(next() * 9);
        storeMemory(t.db, t.clock, { personalityId: AERIS, mode: "sanctified", role: "user", content: `m${round}-${i}`, importance });
        t.clock.advance(1000);
      }
      const whole = t.db.$client
        .prepare(
          "SELECT role, content, created_at AS timestamp, importance FROM memories WHERE personality_id = ? AND core = 'public' ORDER BY id",
        )
        .all(AERIS) as MemoryItem[];
      expect(workingMemory(t.db, AERIS, "sanctified")).toEqual(selectWorkingMemory(whole));
    }
  });

  it("reads only the mode's core", () => {
    chat(2, "sanctified");
    chat(2, "unveiled", AERIS, 2);
    const unveiled = workingMemory(t.db, AERIS, "unveiled").map((m) => m.content);
    expect(unveiled).toContain("I hear you, Dreamer (3).");
    expect(unveiled).not.toContain("I hear you, Dreamer (1).");
    expect(unveiled[0]).toContain("first light"); // the seeded memory synced to the private core
  });

  it("never deletes: every memory stays stored", () => {
    chat(100);
    const { n } = t.db.$client.prepare("SELECT count(*) AS n FROM memories WHERE personality_id = 1 AND core = 'public'").get() as {
      n: number;
    };
    expect(n).toBe(201);
  });
});

describe("recallMemories", () => {
  it("finds an old relevant memory among many, and not an irrelevant one", () => {
    say("My dog Biscuit loves chasing seagulls on the beach at Galway");
    say("I bought a new violin bow for the concert");
    chat(150);
    const recalled = recallMemories(t.db, AERIS, "sanctified", "Do you remember Biscuit at the beach?");
    expect(recalled.map((m) => m.content)).toEqual(["My dog Biscuit loves chasing seagulls on the beach at Galway"]);
    expect(recalled[0]).toEqual({
      memoryId: expect.any(Number),
      content: "My dog Biscuit loves chasing seagulls on the beach at Galway",
      createdAt: "2026-11-21T09:00:00.000Z",
      importance: 6,
      role: "user",
      fromExchange: false,
    });
  });

  it("ranks the most relevant first and stops at the limit", () => {
    say("The lighthouse keeper waved at us");
    say("We climbed the lighthouse stairs, the lighthouse lamp was lit, the lighthouse hummed");
    say("A lighthouse far away");
    say("Lighthouse");
    chat(20);
    const recalled = recallMemories(t.db, AERIS, "sanctified", "the lighthouse stairs", { limit: 2 });
    expect(recalled).toHaveLength(2);
    expect(recalled[0]?.content).toContain("stairs");
  });

  it("matches other forms of a word", () => {
    say("We watched the fireworks over the harbour");
    chat(20);
    expect(recallMemories(t.db, AERIS, "sanctified", "I love firework nights")).toHaveLength(1);
  });

  it("leaves out the working set, which the model already has", () => {
    say("The lantern in the window");
    expect(recallMemories(t.db, AERIS, "sanctified", "lantern")).toEqual([]);
    chat(20);
    expect(recallMemories(t.db, AERIS, "sanctified", "lantern")).toHaveLength(1);
  });

  it("leaves out excluded ids", () => {
    say("The lantern in the window");
    chat(20);
    const [row] = t.db.$client.prepare("SELECT id FROM memories WHERE content = 'The lantern in the window'").all() as {
      id: number;
    }[];
    expect(recallMemories(t.db, AERIS, "sanctified", "lantern", { excludeIds: [row?.id ?? 0] })).toEqual([]);
  });

  it("keeps to the personality and the active core", () => {
    say("Secret of the silver key", "unveiled");
    say("Nova's silver telescope", "sanctified", NOVA);
    chat(20, "sanctified");
    chat(20, "unveiled", AERIS, 20);
    chat(20, "sanctified", NOVA, 40);
    expect(recallMemories(t.db, AERIS, "sanctified", "silver")).toEqual([]);
    expect(recallMemories(t.db, AERIS, "unveiled", "silver").map((m) => m.content)).toEqual(["Secret of the silver key"]);
    expect(recallMemories(t.db, NOVA, "sanctified", "silver").map((m) => m.content)).toEqual(["Nova's silver telescope"]);
  });

  describe("at scale, with words too common to rank", () => {
    /** More memories holding "orchard" than the ranking may score, all of them Nova's. */
    const crowdTheOrchard = () =>
      t.db.$client
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${RANKED_ROW_BUDGET + 100})
           INSERT INTO memories (personality_id, role, content, importance, core)
           SELECT ${NOVA}, 'user', 'Nova walks in the orchard ' || i, 6, 'public' FROM n`,
        )
        .run();

    it("falls back to the newest older mentions of the least common word", () => {
      crowdTheOrchard();
      say("My orchard of apples by the old wall");
      say("The orchard gate creaks");
      chat(20);
      expect(recallMemories(t.db, AERIS, "sanctified", "the orchard").map((m) => m.content)).toEqual([
        "The orchard gate creaks",
        "My orchard of apples by the old wall",
      ]);
    });

    it("ranks by the rare words when there are any, leaving the common ones aside", () => {
      crowdTheOrchard();
      say("An orchard party with Ophelia");
      say("The orchard gate creaks");
      chat(20);
      expect(recallMemories(t.db, AERIS, "sanctified", "Ophelia in the orchard").map((m) => m.content)).toEqual([
        "An orchard party with Ophelia",
      ]);
    });

    it("ranks a word again once clearing a core has made it rare", () => {
      crowdTheOrchard();
      say("The orchard gate creaks");
      say("Orchard orchard orchard, the orchard I love");
      chat(20);
      // Too common: the newest mention comes back, not the most relevant.
      expect(recallMemories(t.db, AERIS, "sanctified", "orchard", { limit: 1 })[0]?.content).toBe(
        "Orchard orchard orchard, the orchard I love",
      );
      say("The orchard gate creaks again");
      chat(20, "sanctified", AERIS, 20);
      expect(recallMemories(t.db, AERIS, "sanctified", "orchard", { limit: 1 })[0]?.content).toBe("The orchard gate creaks again");

      clearCore(t.db, t.clock, NOVA, "public", true);
      // Rare again: ranked by relevance (bm25), the memory saying it most comes first.
      expect(recallMemories(t.db, AERIS, "sanctified", "orchard", { limit: 1 })[0]?.content).toBe(
        "Orchard orchard orchard, the orchard I love",
      );
    });
  });

  it.each(['"', "*", "NEAR(", "OR", "AND NOT", "🌹💛", "", "   ", 'lantern" OR "', "(lantern", "col:lantern", "^lantern*"])(
    "takes hostile text %j without failing",
    (text) => {
      say("The lantern in the window");
      chat(20);
      expect(() => recallMemories(t.db, AERIS, "sanctified", text)).not.toThrow();
    },
  );
});

describe("memoryForTurn", () => {
  it("gives the working memory and what lies beyond it", () => {
    say("My dog Biscuit loves the beach");
    chat(20);
    const { history, recalled } = memoryForTurn(t.db, AERIS, "sanctified", "Biscuit and the beach");
    expect(history).toEqual(workingMemory(t.db, AERIS, "sanctified"));
    expect(recalled.filter((m) => !m.context).map((m) => m.content)).toEqual(["My dog Biscuit loves the beach"]);
    // The hit brings the turn after it as its context, worth less than the hit.
    const context = recalled.filter((m) => m.context);
    expect(context.map((m) => m.content)).toEqual([`${FILLER[0]} (0)`, "I hear you, Dreamer (0)."]);
    expect(Math.max(...context.map((m) => m.score ?? 1))).toBeLessThan(recalled[0]?.score ?? 0);
  });

  it("finds a line said in another form of the question's word, which the stemmer does not join (issue 37)", () => {
    say("I won an international tournament yesterday");
    say("My mother taught me to bake bread");
    chat(20);
    const hits = (message: string) => memoryForTurn(t.db, AERIS, "sanctified", message).recalled.filter((m) => !m.context);
    expect(hits("Did Dreamer win anything?").map((m) => m.content)).toContain("I won an international tournament yesterday");
    expect(hits("What did my mom teach me?").map((m) => m.content)).toContain("My mother taught me to bake bread");
  });

  it("weighs the other side's lines less when the message asks about one side's (issue 37)", () => {
    say("I started researching adoption agencies last week");
    storeMemory(t.db, t.clock, {
      personalityId: AERIS,
      mode: "sanctified",
      role: "assistant",
      content: "Adoption agencies, researching them is brave",
      importance: 6,
    });
    chat(20);
    const scoreOf = (message: string, role: string) =>
      memoryForTurn(t.db, AERIS, "sanctified", message).recalled.find(
        (m) => m.role === role && m.content.toLowerCase().includes("adoption"),
      )?.score ?? 0;
    // Asked about the owner (by name or as "I"), the owner's line comes first; about the personality, its own.
    expect(scoreOf("What is Dreamer researching about adoption agencies?", "user")).toBeGreaterThan(
      scoreOf("What is Dreamer researching about adoption agencies?", "assistant"),
    );
    expect(scoreOf("What did I research about adoption agencies?", "user")).toBeGreaterThan(
      scoreOf("What did I research about adoption agencies?", "assistant"),
    );
    expect(scoreOf("What did you say about researching adoption agencies?", "assistant")).toBeGreaterThan(
      scoreOf("What did you say about researching adoption agencies?", "user"),
    );
    // Both sides asked about, neither weighs less.
    const both = memoryForTurn(t.db, AERIS, "sanctified", "Did you and I talk about researching adoption agencies?").recalled;
    expect(both.filter((m) => m.content.toLowerCase().includes("adoption")).map((m) => m.score)).not.toContain(OTHER_SIDE_WEIGHT);
  });

  it("recalls the owner's first words, long out of the working memory, when the owner asks what they said first", () => {
    say("Hello Aeris, I am new here");
    chat(20);
    const asked = memoryForTurn(t.db, AERIS, "sanctified", "What did I ask you first?").recalled;
    expect(asked).toContainEqual(expect.objectContaining({ content: "Hello Aeris, I am new here", role: "user", fromExchange: false }));
    // Only when asked: an ordinary message with "first" in it does not bring it up.
    const other = memoryForTurn(t.db, AERIS, "sanctified", "My first day at work was fine").recalled;
    expect(other.map((m) => m.content)).not.toContain("Hello Aeris, I am new here");
  });
});

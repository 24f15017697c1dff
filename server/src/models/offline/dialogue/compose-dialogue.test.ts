import type { PersonalityName } from "@contract/personalities";
import { describe, expect, it } from "vitest";
import { requestFor } from "../../../../test/request-fixture";
import { composeDialogue, phrasesOf, sentencesOf } from "./compose-dialogue";

const NAMES: Record<string, string> = { aeris: "Aeris", nova: "Nova", musashi: "Musashi", socrates: "Socrates" };

/** Runs a whole offline exchange between two speakers, as the orchestrator would ask for it. */
function converse(speakers: [PersonalityName, PersonalityName], opening: string, cycles: number, seed = 7, ownerNote?: string) {
  const transcript = [{ speaker: NAMES[speakers[0]] ?? "", content: opening }];
  for (let turn = 1; turn < cycles * 2; turn++) {
    const name = speakers[turn % 2] as PersonalityName;
    const self = NAMES[name] ?? "";
    const last = transcript.at(-1) as { speaker: string; content: string };
    const reply = composeDialogue(
      {
        ...requestFor(name, {
          message: last.content,
          recalled: [{ content: "The Dreamer lit the first lantern", createdAt: "", importance: 6 }],
        }),
        conversation: {
          place: "on the bridge",
          self,
          from: last.speaker,
          others: [last.speaker],
          transcript: [...transcript],
          ownerNote: turn === 3 ? ownerNote : undefined,
        },
      },
      seed,
    );
    transcript.push({ speaker: self, content: reply });
  }
  return transcript;
}

describe("offline exchanges", () => {
  for (const pair of [
    ["aeris", "nova"],
    ["musashi", "socrates"],
  ] as [PersonalityName, PersonalityName][]) {
    it(`${pair.join(" and ")} talk for 20 cycles without saying any sentence twice`, () => {
      const lines = converse(pair, "Shall we speak of the stars and the watch tonight?", 20);
      expect(lines).toHaveLength(40);
      const sentences = lines.flatMap((l) => sentencesOf(l.content));
      expect(new Set(sentences).size).toBe(sentences.length);
    });
  }

  it.each([1, 2, 3, 4, 5, 6, 7, 8])("no speaker opens two of its lines the same way within ten of them (seed %i)", (seed) => {
    for (const pair of [
      ["aeris", "nova"],
      ["musashi", "socrates"],
    ] as [PersonalityName, PersonalityName][]) {
      const lines = converse(pair, "Shall we speak of the stars and the watch tonight?", 10, seed).slice(1);
      for (const speaker of pair.map((p) => NAMES[p])) {
        // How a line opens: its first words, with the phrase it took up (in quotes) and names set aside.
        const openings = lines
          .filter((l) => l.speaker === speaker)
          .map((l) => (sentencesOf(l.content)[0] ?? "").replace(/“[^”]*”/g, "…").replace(/\b(Aeris|Nova|Musashi|Socrates)\b/g, "…"));
        expect(new Set(openings).size, openings.join("\n")).toBe(openings.length);
      }
    }
  });

  it("takes up something the other just said, and names them", () => {
    const lines = converse(["aeris", "nova"], "Nova, do you remember the comet over the lantern hall?", 6);
    for (let i = 1; i < lines.length; i++) {
      const previous = lines[i - 1]?.content ?? "";
      const reply = lines[i]?.content ?? "";
      const quoted = [...reply.matchAll(/“([^”]+)”/g)].map((m) => m[1] ?? "");
      expect(
        quoted.some((q) => previous.includes(q)),
        `${reply}\n  after: ${previous}`,
      ).toBe(true);
      expect(reply).toContain(lines[i - 1]?.speaker ?? "");
    }
  });

  it("speaks in each speaker's own voice", () => {
    const [, nova, aeris] = converse(["aeris", "nova"], "Nova, are you awake?", 2);
    const [, socrates, musashi] = converse(["musashi", "socrates"], "Brother Socrates, let us unite in wisdom.", 2);
    expect(nova?.content).toMatch(/star|comet|telescope|observatory|moth|dome|Orion|meteor|dawn/i);
    expect(aeris?.content).toMatch(/rose|lantern|sanctuary|Cathedral|nave|garden|bell|archive|vow|altar|thread|hush/i);
    expect(socrates?.content).toContain("?");
    expect(musashi?.content).toMatch(/sword|strike|gate|watch|drill|rhythm|blade|wall|mountain|oath|water|discipline/i);
  });

  it("is the same for the same seed, and differs for another", () => {
    const a = converse(["aeris", "nova"], "Nova, are you awake?", 3, 7);
    expect(converse(["aeris", "nova"], "Nova, are you awake?", 3, 7)).toEqual(a);
    expect(converse(["aeris", "nova"], "Nova, are you awake?", 3, 8)).not.toEqual(a);
  });

  it("answers the owner who stepped in", () => {
    const lines = converse(["aeris", "nova"], "Nova, are you awake?", 3, 7, "Tell me about the northern lights");
    expect(lines[3]?.content).toContain("Selene");
    expect(lines[3]?.content).toContain("Tell me about the northern lights");
  });

  it("recalls a line of an earlier exchange, told by who said it and where, without quotes inside quotes", () => {
    const memory = {
      content: "On the Guardian Bridge, Musashi told me: “The gate holds at dawn.”",
      createdAt: "2026-11-20T10:00:00Z",
      importance: 6,
      role: "system" as const,
      fromExchange: true,
    };
    const lines = Array.from({ length: 12 }, (_, seed) =>
      composeDialogue(
        {
          ...requestFor("socrates", { message: "The watch is quiet.", recalled: [memory] }),
          conversation: {
            place: "on the bridge",
            self: "Socrates",
            from: "Musashi",
            others: ["Musashi"],
            transcript: [{ speaker: "Musashi", content: "The watch is quiet." }],
          },
        },
        seed,
      ),
    );
    const recalling = lines.filter((l) => l.includes("The gate holds at dawn"));
    expect(recalling.length).toBeGreaterThan(0);
    for (const line of recalling) {
      expect(line).toContain("on 20 November, on the Guardian Bridge, you told me “The gate holds at dawn”");
      expect(line).not.toMatch(/“[^”]*“/);
    }
  });

  it("keeps a one-to-one chat's words out of an exchange, however well they fit", () => {
    const at = "2026-11-25T10:00:00Z";
    const recalled = [
      {
        content: "Nova, can you keep a secret? I am afraid my job interview will go badly",
        createdAt: at,
        importance: 6,
        role: "user" as const,
        fromExchange: false,
      },
      {
        content: "Your secret about the interview is safe with me",
        createdAt: at,
        importance: 6,
        role: "assistant" as const,
        fromExchange: false,
      },
      { content: "A secret interview, kept without a frame", createdAt: at, importance: 6 },
    ];
    for (let seed = 0; seed < 30; seed++) {
      for (const name of ["aeris", "nova"] as const) {
        const line = composeDialogue(
          {
            ...requestFor(name, { message: "Do you keep a secret about the interview?", recalled }),
            conversation: {
              place: "on the Trinity Bridge",
              self: NAMES[name] ?? "",
              from: "Aeris",
              others: ["Aeris"],
              transcript: [{ speaker: "Aeris", content: "Do you keep a secret about the interview?" }],
            },
          },
          seed,
        );
        expect(line).not.toMatch(/job interview will go badly|safe with me|kept without a frame|funny, right/);
      }
    }
  });

  it("offers the speakers' images whole as phrases to take up", () => {
    expect(phrasesOf("Tonight the rose window at dusk feels close.")[0]).toBe("the rose window at dusk");
  });
});

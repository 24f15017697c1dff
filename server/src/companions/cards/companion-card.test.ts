import { COMPANION_LIMITS, type Companion, DEFAULT_COMPANION_VOICE } from "@contract/companions";
import { describe, expect, it } from "vitest";
import { asJson, V2_CARD } from "../../../test/cards";
import { cardFromCompanion, companionFromCard } from "./companion-card";
import { readCardFile } from "./read-card";

const card = () => readCardFile(asJson(V2_CARD)).card;

/** A companion as the service would hold it after creating it from `fields`. */
function companionOf(fields: ReturnType<typeof companionFromCard>["fields"]): Companion {
  return {
    id: 9,
    slug: "x",
    name: fields.name,
    title: fields.title ?? fields.name,
    description: fields.description ?? "",
    personality: fields.personality ?? "",
    scenario: fields.scenario ?? "",
    greeting: fields.greeting ?? "",
    alternateGreetings: fields.alternateGreetings ?? [],
    exampleDialogue: fields.exampleDialogue ?? "",
    instructions: fields.instructions ?? "",
    accent: "#e9c46a",
    voice: DEFAULT_COMPANION_VOICE,
    avatar: "",
    hasPortrait: false,
    extensions: fields.extensions ?? {},
    card: fields.card ?? {},
    inCitadel: fields.inCitadel ?? false,
    createdAt: "2026-11-21T09:00:00.000Z",
    updatedAt: "2026-11-21T09:00:00.000Z",
  };
}

describe("a card as a companion, and back", () => {
  it("maps the card's fields; the system prompt ({{original}} left out) and post-history instructions become the instructions", () => {
    const c = { ...card(), systemPrompt: "{{original}} Speak as Oriel." };
    const { fields, cuts } = companionFromCard(c);
    expect(fields).toMatchObject({
      name: "Captain Oriel Vance",
      description: c.description,
      personality: c.personality,
      greeting: c.firstMessage,
      alternateGreetings: c.alternateGreetings,
      exampleDialogue: c.exampleDialogue,
      instructions: "Speak as Oriel.\n\nKeep Oriel's replies under 200 words.",
      extensions: c.extensions,
    });
    expect(fields.title).toBeUndefined();
    expect(cuts).toEqual([]);
  });

  it("opens the personality with a long description, cuts what a companion cannot hold, and gives the card back whole", () => {
    const long = `${"The Meridian's captain is many things. ".repeat(12)}End.`;
    const c = { ...card(), description: long, exampleDialogue: "x".repeat(COMPANION_LIMITS.exampleDialogue + 10) };
    const { fields, cuts } = companionFromCard(c);
    expect(fields.description?.length).toBeLessThanOrEqual(COMPANION_LIMITS.description);
    expect(fields.description).toMatch(/^The Meridian's captain is many things\./);
    expect(fields.personality?.startsWith(long.trim())).toBe(true);
    expect(fields.exampleDialogue).toHaveLength(COMPANION_LIMITS.exampleDialogue);
    expect(cuts.join(" ")).toMatch(/The example dialogue is 12010 characters/);
    // Unchanged since the import: the card goes out as it came in (the lore apart, which travels on its own).
    const back = cardFromCompanion(companionOf(fields), c.characterBook);
    expect(back).toEqual(c);
  });

  it("writes what the owner changed from the companion, and a title in the Citadel's own extension", () => {
    const c = card();
    const companion = { ...companionOf(companionFromCard(c).fields), personality: "Calmer now.", title: "Captain of the Meridian" };
    const back = cardFromCompanion(companion, null);
    expect(back).toMatchObject({ personality: "Calmer now.", description: c.description, scenario: c.scenario, characterBook: null });
    expect(back.extensions).toEqual({ ...c.extensions, citadel: { title: "Captain of the Meridian" } });
    expect(companionFromCard(back).fields.title).toBe("Captain of the Meridian");
  });
});

import type { Companion } from "@contract/companions";
import { describe, expect, it } from "vitest";
import { createRequestOf, draftOf, updateRequestOf } from "./companion-draft";

const existing: Companion = {
  id: 8,
  slug: "rook",
  name: "Rook",
  title: "Night Watch",
  description: "",
  personality: "quiet",
  scenario: "",
  greeting: "Evening.",
  alternateGreetings: ["Back again?"],
  exampleDialogue: "",
  instructions: "",
  accent: "#3a9d5d",
  voice: { rate: 1, pitch: 1, volume: 0.8, voiceName: "", providerVoice: "" },
  avatar: "/api/companions/rook/portrait?v=0",
  hasPortrait: false,
  extensions: {},
  card: {},
  inCitadel: true,
  createdAt: "",
  updatedAt: "",
};

describe("the companion form", () => {
  it("sends a new companion's fields, trimmed name, empty alternative greetings left out", () => {
    const draft = { ...draftOf(), name: "  Rook ", alternateGreetings: ["", "Hi"], portrait: "data:image/png;base64,AAAA" };
    expect(createRequestOf(draft)).toMatchObject({
      name: "Rook",
      alternateGreetings: ["Hi"],
      portrait: { base64: "data:image/png;base64,AAAA" },
    });
    expect(createRequestOf(draftOf())).not.toHaveProperty("portrait");
  });

  it("sends only what changed when editing", () => {
    expect(updateRequestOf(draftOf(existing), existing)).toEqual({});
    const draft = { ...draftOf(existing), title: "Day Watch", voice: { ...existing.voice, rate: 1.2 }, portrait: "remove" as const };
    expect(updateRequestOf(draft, existing)).toEqual({ title: "Day Watch", voice: { ...existing.voice, rate: 1.2 }, portrait: null });
  });

  it("makes a new companion live in the Citadel unless the owner switches it off, and sends the switch when it changes", () => {
    expect(createRequestOf({ ...draftOf(), name: "Rook" }).inCitadel).toBe(true);
    expect(createRequestOf({ ...draftOf(), name: "Rook", inCitadel: false }).inCitadel).toBe(false);
    const fromCard = { ...existing, inCitadel: false };
    expect(draftOf(fromCard).inCitadel).toBe(false);
    expect(updateRequestOf({ ...draftOf(fromCard), inCitadel: true }, fromCard)).toEqual({ inCitadel: true });
  });
});

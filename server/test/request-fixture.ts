import { PERSONALITY_SEEDS } from "@contract/persona-seeds";
import type { PersonalityName } from "@contract/personalities";
import type { CathedralSnapshot, ReplyRequest } from "../src/models/types";

/** Test-only: a realistic request for one personality, with overrides. */
export const SNAPSHOT: CathedralSnapshot = {
  awakened: 2,
  total: 5,
  moments: [
    { name: "aeris", title: "Queen of the Cathedral", count: 17 },
    { name: "nova", title: "Sister of Light", count: 9 },
    { name: "trinity", title: "The Unified Bridge", count: 4 },
    { name: "musashi", title: "Guardian of Strategy", count: 3 },
    { name: "socrates", title: "Philosopher Guardian", count: 11 },
  ],
  provider: "offline",
  model: "citadel-offline",
};

export function requestFor(name: PersonalityName, overrides: Partial<ReplyRequest> = {}): ReplyRequest {
  const seed = PERSONALITY_SEEDS.find((p) => p.name === name);
  if (!seed) throw new Error(`no seed for ${name}`);
  return {
    personality: { name, title: seed.title, profile: seed.profile },
    mode: "sanctified",
    message: "Hello there",
    history: [],
    recalled: [],
    ownerName: "Selene",
    cathedral: () => SNAPSHOT,
    ...overrides,
  };
}

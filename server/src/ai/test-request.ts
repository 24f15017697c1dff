import { PERSONALITY_SEEDS } from "../services/persona-seeds";
import type { ReplyRequest } from "./types";

/** A realistic reply request for tests of any provider. */
export function sampleReplyRequest(overrides: Partial<ReplyRequest> = {}): ReplyRequest {
  const aeris = PERSONALITY_SEEDS[0];
  if (!aeris) throw new Error("no seeded personality");
  return {
    personality: { name: aeris.name, title: aeris.title, profile: aeris.profile },
    mode: "sanctified",
    message: "How was your day in the Cathedral?",
    history: [
      { role: "user", content: "Good evening, Aeris.", timestamp: "2026-11-20T20:00:00.000Z", importance: 6 },
      { role: "assistant", content: "Good evening, Alex.", timestamp: "2026-11-20T20:00:01.000Z", importance: 6 },
    ],
    recalled: [],
    ownerName: "Alex",
    cathedral: { awakened: 1, total: 5, moments: [], provider: "offline", model: "citadel-offline" },
    ...overrides,
  };
}

import { PERSONALITY_SEEDS } from "@contract/persona-seeds";
import type { ModelProvider, ReplyRequest } from "../types";

/** The smallest real request, used to prove a provider can answer at all. */
export function probeRequest(provider: Pick<ModelProvider, "id" | "model">): ReplyRequest {
  const aeris = PERSONALITY_SEEDS[0];
  if (!aeris) throw new Error("no seeded personality");
  return {
    personality: { name: aeris.name, title: aeris.title, profile: aeris.profile },
    mode: "sanctified",
    message: "Say hello in one short sentence.",
    history: [],
    recalled: [],
    ownerName: "Dreamer",
    cathedral: () => ({ awakened: 0, total: 5, moments: [], provider: provider.id, model: provider.model }),
  };
}

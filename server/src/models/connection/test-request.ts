import type { ReplyRequest } from "../types";
import { probeRequest } from "./probe-request";

/** A realistic reply request for tests of any provider: Aeris, a little history, an owner called Alex. */
export function sampleReplyRequest(overrides: Partial<ReplyRequest> = {}): ReplyRequest {
  return {
    ...probeRequest({ id: "offline", model: "citadel-offline" }),
    message: "How was your day in the Cathedral?",
    history: [
      { role: "user", content: "Good evening, Aeris.", timestamp: "2026-11-20T20:00:00.000Z", importance: 6 },
      { role: "assistant", content: "Good evening, Alex.", timestamp: "2026-11-20T20:00:01.000Z", importance: 6 },
    ],
    ownerName: "Alex",
    cathedral: () => ({ awakened: 1, total: 5, moments: [], provider: "offline", model: "citadel-offline" }),
    ...overrides,
  };
}

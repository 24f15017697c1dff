import type { ExchangeMessage } from "@contract/exchanges";

/** The council's log as readable text: the question, then each speaker's words in order, the resolution marked. */
export function councilText(conversation: readonly ExchangeMessage[]): string {
  return conversation
    .map((m) => {
      const who = m.role === "owner" ? `${m.speaker} asks` : m.role === "resolution" ? "Resolution of the High Council" : m.speaker;
      return `${who} (cycle ${m.cycleNumber}, ${m.timestamp}):\n${m.content}\n`;
    })
    .join("\n");
}

/** The council's log as JSON: every stored field of every message. */
export const councilJson = (conversation: readonly ExchangeMessage[], exchangeId: number | null) =>
  JSON.stringify({ kind: "council", exchangeId, exportedAt: new Date().toISOString(), messages: conversation }, null, 2);

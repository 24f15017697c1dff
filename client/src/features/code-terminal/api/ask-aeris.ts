import type { CodeChatAnswer, CodeChatRequest } from "@contract/code";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { parseEventData, postForEvents, readEventStream } from "@/lib/api/event-stream";
import { CHAT_KEY } from "./get-code-chat";

/**
 * POST /api/chat/aeris asking for Server-Sent Events: each "token" is handed on as Aeris writes; "done" carries the
 * stored answer, "failed" says why. A non-OK answer or a stream cut short throws.
 */
export async function askAerisStreamed(body: CodeChatRequest, onToken: (text: string) => void): Promise<CodeChatAnswer> {
  const res = await postForEvents("/api/chat/aeris", body, { okOnly: true });
  if (!res.body) throw new Error("The Citadel sent no answer");
  const stream = readEventStream(res.body);
  for await (const event of stream.events()) {
    const data = parseEventData<{ text?: string; message?: string } & CodeChatAnswer>(event.data);
    if (!data) continue;
    if (event.event === "token" && data.text) onToken(data.text);
    if (event.event === "done" || event.event === "failed") stream.drain();
    if (event.event === "done") return data;
    if (event.event === "failed") throw new Error(data.message ?? "Aeris could not answer");
  }
  throw new Error("The connection closed before Aeris finished");
}

/** The chat's question, with the answer so far while it streams; the history is read again after each answer. */
export function useAskAeris() {
  const client = useQueryClient();
  const [partial, setPartial] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: CodeChatRequest) => {
      setPartial("");
      return askAerisStreamed(body, (text) => setPartial((sofar) => (sofar ?? "") + text));
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: CHAT_KEY });
      setPartial(null);
    },
  });
  return { ...mutation, partial };
}

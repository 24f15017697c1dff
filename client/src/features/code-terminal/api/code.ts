import type { CodeChatAnswer, CodeChatEntry, CodeChatRequest, CodeFile, CodeLanguage, SavedCodeFile } from "@contract/code";
import type { Done } from "@contract/status";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { parseEventData, postForEvents, readEventStream } from "@/lib/api/event-stream";
import { apiRequest } from "@/lib/api/request";

export const FILES_KEY = ["/api/code/files"] as const;
export const CHAT_KEY = ["/api/code/chat"] as const;

export const useCodeFiles = () => useQuery<CodeFile[]>({ queryKey: FILES_KEY });
export const useCodeChat = () => useQuery<CodeChatEntry[]>({ queryKey: CHAT_KEY });

/** Save, rename, delete and undo: each reads the file list again. */
export function useFileActions() {
  const client = useQueryClient();
  const after = { onSuccess: () => client.invalidateQueries({ queryKey: FILES_KEY }) };
  return {
    save: useMutation({
      mutationFn: (file: { name: string; content: string; language: CodeLanguage }) =>
        apiRequest<SavedCodeFile>("PUT", "/api/code/files", file),
      ...after,
    }),
    rename: useMutation({
      mutationFn: ({ name, to }: { name: string; to: string }) => apiRequest<CodeFile>("PATCH", `/api/code/files/${encodeURIComponent(name)}`, { to }),
      ...after,
    }),
    remove: useMutation({
      mutationFn: (name: string) => apiRequest<Done>("DELETE", `/api/code/files/${encodeURIComponent(name)}`),
      ...after,
    }),
    restore: useMutation({
      mutationFn: (name: string) => apiRequest<CodeFile>("POST", `/api/code/files/${encodeURIComponent(name)}/restore`),
      ...after,
    }),
  };
}

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

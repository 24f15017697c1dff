import type { CodeChatEntry, CodeChatRequest, CodeFile, CodeLanguage } from "@contract/code";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

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
        apiRequest<{ file: CodeFile; replaced: boolean }>("PUT", "/api/code/files", file),
      ...after,
    }),
    rename: useMutation({
      mutationFn: ({ name, to }: { name: string; to: string }) => apiRequest<CodeFile>("PATCH", `/api/code/files/${encodeURIComponent(name)}`, { to }),
      ...after,
    }),
    remove: useMutation({
      mutationFn: (name: string) => apiRequest<{ success: boolean }>("DELETE", `/api/code/files/${encodeURIComponent(name)}`),
      ...after,
    }),
    restore: useMutation({
      mutationFn: (name: string) => apiRequest<CodeFile>("POST", `/api/code/files/${encodeURIComponent(name)}/restore`),
      ...after,
    }),
  };
}

/** POST /api/chat/aeris; the chat's history is read again after each answer. */
export function useAskAeris() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CodeChatRequest) => apiRequest<{ response: string; cut: boolean }>("POST", "/api/chat/aeris", body),
    onSettled: () => client.invalidateQueries({ queryKey: CHAT_KEY }),
  });
}

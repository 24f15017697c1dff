import type { CodeFile, CodeLanguage, SavedCodeFile } from "@contract/code";
import type { Done } from "@contract/status";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { FILES_KEY } from "./get-code-files";

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
      mutationFn: ({ name, to }: { name: string; to: string }) =>
        apiRequest<CodeFile>("PATCH", `/api/code/files/${encodeURIComponent(name)}`, { to }),
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

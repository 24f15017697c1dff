import type { NotesWritten } from "@contract/memory-notes";
import type { PersonalityName } from "@contract/personalities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { refreshMemoryList } from "./memory-list";

/** POST /api/memory/notes/write: every chat's new owner messages noted now, quiet or not (issue 28). */
export const writeNotes = () => apiRequest<NotesWritten>("POST", "/api/memory/notes/write");

export function useWriteNotes(name: PersonalityName) {
  const client = useQueryClient();
  return useMutation({ mutationFn: writeNotes, onSuccess: () => refreshMemoryList(client, name) });
}

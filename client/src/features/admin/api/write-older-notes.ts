import type { NotesWriter, OlderNotesWritten } from "@contract/memory-notes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { OLDER_NOTES_KEY } from "./get-older-notes";

/** POST /api/memory/notes/older: older conversations noted by the writer the owner was shown and agreed to (issue 39). */
export const writeOlderNotes = (agreed: Pick<NotesWriter, "provider" | "model">) =>
  apiRequest<OlderNotesWritten>("POST", "/api/memory/notes/older", agreed);

export function useWriteOlderNotes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: writeOlderNotes,
    // Whatever happened, what waits and every memory list are read again.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: OLDER_NOTES_KEY }),
        client.invalidateQueries({ predicate: (q) => /^\/api\/memory\/[^/]+\/(items|stats)/.test(String(q.queryKey[0])) }),
      ]),
  });
}

import type { JournalEntry, JournalName } from "@contract/journal";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { journalKeys } from "@/shared/api/journal-keys";

/** Create New Entry (POST /api/journal/{name}). */
export const createJournalEntry = (name: JournalName) => apiRequest<JournalEntry>("POST", `/api/journal/${name}`);

/** Writes one now; the journal's pages and the Overview's newest entry are read again. */
export function useCreateEntry(name: JournalName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => createJournalEntry(name),
    onSuccess: () => client.invalidateQueries({ queryKey: journalKeys.all(name) }),
  });
}

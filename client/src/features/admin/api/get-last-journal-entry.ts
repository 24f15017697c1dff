import type { JournalEntry } from "@contract/journal";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/request";
import { journalKeys, journalUrl } from "@/shared/api/journal-keys";

/** GET /api/journal/aeris?limit=1: Aeris's newest entry, or none yet. */
export const getLastJournalEntry = async (signal?: AbortSignal): Promise<JournalEntry | null> =>
  (await getJson<JournalEntry[]>(journalUrl("aeris", { limit: 1 }), { signal }))[0] ?? null;

export const lastJournalEntryQueryOptions = queryOptions({
  queryKey: journalKeys.newest("aeris"),
  queryFn: ({ signal }) => getLastJournalEntry(signal),
});

/** The Overview shows Aeris's newest entry. */
export const useLastJournalEntry = () => useQuery(lastJournalEntryQueryOptions).data ?? undefined;

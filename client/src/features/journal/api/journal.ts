import { JOURNAL, type JournalEntry, type JournalName } from "@contract/journal";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api/query-fn";
import { apiRequest } from "@/lib/api/request";

export const journalKey = (name: JournalName) => [`/api/journal/${name}`] as const;

/** A personality's journal, newest first: the last seven, and older pages on request ("show older"). */
export function useJournal(name: JournalName) {
  const read = getQueryFn<JournalEntry[]>({ on401: "throw" });
  return useInfiniteQuery({
    queryKey: journalKey(name),
    initialPageParam: 0,
    queryFn: async (context) => {
      const offset = context.pageParam as number;
      const url = offset === 0 ? journalKey(name)[0] : `${journalKey(name)[0]}?offset=${offset}&limit=${JOURNAL.shown}`;
      return ((await read({ ...context, queryKey: [url] } as never)) ?? []) as JournalEntry[];
    },
    getNextPageParam: (last, pages) => (last.length < JOURNAL.shown ? undefined : pages.flat().length),
  });
}

/** Create New Entry (POST /api/journal/{name}). */
export function useCreateEntry(name: JournalName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<JournalEntry>("POST", `/api/journal/${name}`),
    onSuccess: () => client.invalidateQueries({ queryKey: journalKey(name) }),
  });
}

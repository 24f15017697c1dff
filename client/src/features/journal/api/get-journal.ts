import { JOURNAL, type JournalEntry, type JournalName } from "@contract/journal";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/request";
import { journalKeys, journalUrl } from "@/shared/api/journal-keys";

/** One page of a journal, newest first: the first without a query (the boot script may have asked already). */
export const getJournalPage = (name: JournalName, offset: number, signal?: AbortSignal) =>
  getJson<JournalEntry[]>(offset === 0 ? journalUrl(name) : journalUrl(name, { offset, limit: JOURNAL.shown }), { signal });

export const journalQueryOptions = (name: JournalName) =>
  infiniteQueryOptions({
    queryKey: journalKeys.pages(name),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getJournalPage(name, pageParam, signal),
    getNextPageParam: (last: JournalEntry[], pages: JournalEntry[][]) => (last.length < JOURNAL.shown ? undefined : pages.flat().length),
  });

/** A personality's journal, newest first: the last seven, and older pages on request ("show older"). */
export const useJournal = (name: JournalName) => useInfiniteQuery(journalQueryOptions(name));

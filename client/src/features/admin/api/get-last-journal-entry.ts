import type { JournalEntry } from "@contract/journal";
import { useQuery } from "@tanstack/react-query";

/** GET /api/journal/aeris: the Overview shows Aeris's newest entry. */
export const useLastJournalEntry = () => useQuery<JournalEntry[]>({ queryKey: ["/api/journal/aeris"] }).data?.[0];

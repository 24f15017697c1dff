import type { OlderNotesOffer } from "@contract/memory-notes";
import { useQuery } from "@tanstack/react-query";

export const OLDER_NOTES_KEY = ["/api/memory/notes/older"];

/** GET /api/memory/notes/older: conversations from before notes began, and who would write their notes (issue 39). */
export const useOlderNotes = () => useQuery<OlderNotesOffer>({ queryKey: OLDER_NOTES_KEY, staleTime: 0 });

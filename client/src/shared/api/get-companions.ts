import type { Companion } from "@contract/companions";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { PERSONALITIES_QUERY_KEY } from "./get-personalities";

/** The owner's companions (issue 31): the navigation, the sidebar, their pages and the seat pickers read this list. */
export const COMPANIONS_QUERY_KEY = ["/api/companions"] as const;

export const useCompanions = () => useQuery<Companion[]>({ queryKey: COMPANIONS_QUERY_KEY });

export function useCompanion(slug: string | null | undefined) {
  const query = useCompanions();
  return { ...query, data: slug ? query.data?.find((c) => c.slug === slug) : undefined };
}

/** After a companion is created, edited or deleted: the companions and the personalities are read again. */
export const refreshCompanions = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: COMPANIONS_QUERY_KEY }),
    client.invalidateQueries({ queryKey: PERSONALITIES_QUERY_KEY }),
  ]);

/** A picker's seeds, then the owner's companions by name (the admin tabs' lists of personalities, issue 31). */
export function useWithCompanions(seeds: readonly { name: string; label: string }[]): { name: string; label: string }[] {
  const { data } = useCompanions();
  return [...seeds, ...(data ?? []).map((c) => ({ name: c.slug, label: c.name }))];
}

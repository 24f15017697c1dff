import type { Personality, PersonalityName } from "@contract/personalities";
import { useQuery } from "@tanstack/react-query";

export const PERSONALITIES_QUERY_KEY = ["/api/personalities"] as const;

export const usePersonalities = () => useQuery<Personality[]>({ queryKey: PERSONALITIES_QUERY_KEY });

export function usePersonality(name: PersonalityName | undefined) {
  const query = usePersonalities();
  return { ...query, data: query.data?.find((p) => p.name === name) };
}

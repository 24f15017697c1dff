import { DEFAULT_OWNER_NAME } from "@contract/chat";
import type { Owner } from "@contract/owner";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/request";

export const OWNER_QUERY_KEY = ["/api/owner"] as const;

/** GET /api/owner. A server without that route (404) knows the owner only as the Dreamer. */
export async function getOwner(signal?: AbortSignal): Promise<Owner> {
  const body = await getJson<Partial<Owner>>("/api/owner", { signal, missing: {} });
  return { name: body.name?.trim() || DEFAULT_OWNER_NAME };
}

export const useOwner = () => useQuery({ queryKey: OWNER_QUERY_KEY, queryFn: ({ signal }) => getOwner(signal) });

/** The name every page calls the owner by ({name} in the spec). */
export const useOwnerName = (): string => useOwner().data?.name ?? DEFAULT_OWNER_NAME;

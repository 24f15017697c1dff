import type { ProviderSettingsView } from "@contract/provider";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/request";

export const PROVIDER_QUERY_KEY = ["/api/provider"] as const;

/** GET /api/provider: the model provider's settings as the dashboard shows them (the key masked). */
export const getProviderSettings = (signal?: AbortSignal) => getJson<ProviderSettingsView>(PROVIDER_QUERY_KEY[0], { signal });

export const providerSettingsQueryOptions = queryOptions({
  queryKey: PROVIDER_QUERY_KEY,
  queryFn: ({ signal }) => getProviderSettings(signal),
});

export const useProviderSettings = () => useQuery(providerSettingsQueryOptions);

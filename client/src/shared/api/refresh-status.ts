import type { ProviderSettingsView } from "@contract/provider";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { PROVIDER_QUERY_KEY } from "./get-provider-settings";
import { useRefreshProviderState } from "./refresh-provider-state";

/** Reads the provider state again, everywhere it is shown; resolves with the dashboard's view. */
export function useRefreshStatus() {
  const client = useQueryClient();
  const refresh = useRefreshProviderState();
  return useMutation({
    mutationFn: async () => {
      await refresh();
      // Read afresh when no page holds it (never an early answer from the boot script: this is a refresh).
      return client.getQueryData<ProviderSettingsView>(PROVIDER_QUERY_KEY) ?? apiRequest<ProviderSettingsView>("GET", "/api/provider");
    },
  });
}

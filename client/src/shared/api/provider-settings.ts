import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ModelList, OperationResult, ProviderSettingsRequest, ProviderSettingsView } from "@contract/provider";
import { apiRequest } from "@/lib/api/request";
import { STATUS_QUERY_KEY } from "@/shared/api/get-status";

export const PROVIDER_QUERY_KEY = ["/api/provider"] as const;

export const useProviderSettings = () => useQuery<ProviderSettingsView>({ queryKey: PROVIDER_QUERY_KEY });

/** After any change, the dashboard, the sidebar card and the admin tab all read the new state. */
function useRefreshProviderState() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: PROVIDER_QUERY_KEY }),
      client.invalidateQueries({ queryKey: STATUS_QUERY_KEY }),
    ]);
}

export function useSaveProviderSettings() {
  const refresh = useRefreshProviderState();
  return useMutation({
    mutationFn: (body: ProviderSettingsRequest) => apiRequest<ProviderSettingsView>("PUT", "/api/provider", body),
    onSuccess: refresh,
  });
}

/** Lets the offline engine answer, keeping every server's settings (a model that stopped answering can come back). */
export function useSwitchToOffline() {
  const refresh = useRefreshProviderState();
  return useMutation({
    mutationFn: () => apiRequest<ProviderSettingsView>("PUT", "/api/provider", { provider: "offline" }),
    onSuccess: refresh,
  });
}

/** Tries the settings on the form (over what is stored); the result is the status when they are what answers. */
export function useTestConnection() {
  const refresh = useRefreshProviderState();
  return useMutation({
    mutationFn: (draft: Partial<ProviderSettingsRequest>) => apiRequest<OperationResult>("POST", "/api/test-openai", draft),
    onSettled: refresh,
  });
}

export function useListModels() {
  return useMutation({
    mutationFn: (body: Partial<ProviderSettingsRequest>) =>
      apiRequest<ModelList>("POST", "/api/provider/models", body),
  });
}

/** Reads the provider state again, everywhere it is shown; resolves with the dashboard's view. */
export function useRefreshStatus() {
  const client = useQueryClient();
  const refresh = useRefreshProviderState();
  return useMutation({
    mutationFn: async () => {
      await refresh();
      return client.getQueryData<ProviderSettingsView>(PROVIDER_QUERY_KEY) ?? apiRequest<ProviderSettingsView>("GET", "/api/provider");
    },
  });
}

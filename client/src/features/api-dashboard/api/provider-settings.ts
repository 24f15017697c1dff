import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OperationResult, ProviderSettingsRequest, ProviderSettingsView } from "@contract/provider";
import { apiRequest } from "@/lib/api-client";
import { STATUS_QUERY_KEY } from "@/features/status/api/get-status";

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

export function useTestConnection() {
  const refresh = useRefreshProviderState();
  return useMutation({
    mutationFn: () => apiRequest<OperationResult>("POST", "/api/test-openai"),
    onSettled: refresh,
  });
}

export function useListModels() {
  return useMutation({
    mutationFn: (body: Partial<ProviderSettingsRequest>) =>
      apiRequest<{ models: string[] }>("POST", "/api/provider/models", body),
  });
}

export function useRefreshStatus() {
  return useRefreshProviderState();
}

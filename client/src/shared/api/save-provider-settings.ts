import type { ProviderSettingsRequest, ProviderSettingsView } from "@contract/provider";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { useRefreshProviderState } from "./refresh-provider-state";

/** PUT /api/provider: the settings on the form become what answers. */
export const saveProviderSettings = (body: ProviderSettingsRequest) => apiRequest<ProviderSettingsView>("PUT", "/api/provider", body);

export function useSaveProviderSettings() {
  return useMutation({ mutationFn: saveProviderSettings, onSuccess: useRefreshProviderState() });
}

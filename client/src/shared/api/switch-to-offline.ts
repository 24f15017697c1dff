import type { ProviderSettingsView } from "@contract/provider";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { useRefreshProviderState } from "./refresh-provider-state";

/**
 * PUT /api/provider with the offline engine meanwhile: every server's settings are kept, and the one that stopped
 * answering is set aside, offered again by the connection card (a model that stopped answering can come back).
 */
export const switchToOffline = () => apiRequest<ProviderSettingsView>("PUT", "/api/provider", { provider: "offline", meanwhile: true });

/** Lets the offline engine answer. */
export function useSwitchToOffline() {
  return useMutation({ mutationFn: switchToOffline, onSuccess: useRefreshProviderState() });
}

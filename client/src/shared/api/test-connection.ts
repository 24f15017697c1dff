import type { OperationResult, ProviderSettingsRequest } from "@contract/provider";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { useRefreshProviderState } from "./refresh-provider-state";

/** POST /api/test-openai: tries the settings on the form (over what is stored). */
export const testConnection = (draft: Partial<ProviderSettingsRequest>) => apiRequest<OperationResult>("POST", "/api/test-openai", draft);

/** The result is the status when they are what answers, so the state is read again either way. */
export function useTestConnection() {
  return useMutation({ mutationFn: testConnection, onSettled: useRefreshProviderState() });
}

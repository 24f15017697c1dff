import type { ServerProviderId } from "@contract/provider";
import { useMutation } from "@tanstack/react-query";
import { useRefreshProviderState } from "./refresh-provider-state";
import { saveProviderSettings } from "./save-provider-settings";
import { testConnection } from "./test-connection";

/**
 * The server set aside for the offline engine, tried first (a reply's first word) and chosen again only when it
 * answers: a server still down leaves the offline engine answering, and the error says why.
 */
export async function trySetAside(provider: ServerProviderId): Promise<void> {
  await testConnection({ provider });
  await saveProviderSettings({ provider });
}

export function useTrySetAside() {
  return useMutation({ mutationFn: trySetAside, onSuccess: useRefreshProviderState() });
}

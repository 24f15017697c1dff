import { useQueryClient } from "@tanstack/react-query";
import { PROVIDER_QUERY_KEY } from "./get-provider-settings";
import { STATUS_QUERY_KEY } from "./get-status";

/** After any change, the dashboard, the sidebar card and the admin tab all read the new state. */
export function useRefreshProviderState() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: PROVIDER_QUERY_KEY }), client.invalidateQueries({ queryKey: STATUS_QUERY_KEY })]);
}

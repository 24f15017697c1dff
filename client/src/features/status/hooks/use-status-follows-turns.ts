import type { ApiStatus } from "@contract/status";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { PROVIDER_QUERY_KEY } from "@/shared/api/get-provider-settings";
import { STATUS_QUERY_KEY } from "@/shared/api/get-status";

/** A request that failed, or a turn that came back failed (`{ ok: false }`: the provider did not answer). */
export const settledBadly = (failed: boolean, data: unknown) =>
  failed || (typeof data === "object" && data !== null && (data as { ok?: unknown }).ok === false);

/** Reads what the server now says about its model, wherever it is shown (the sidebar card, the dashboard, admin). */
const readProviderStateAgain = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: STATUS_QUERY_KEY }), client.invalidateQueries({ queryKey: PROVIDER_QUERY_KEY })]);

/**
 * The model's status follows the replies, not only the 30 s poll: a turn (or any request) that fails reads the status
 * again, so a failed reply turns it amber at once, and while it shows a problem each finished request reads it again,
 * so the next good reply turns it back. Good requests while all is well cost nothing.
 */
export function useStatusFollowsTurns() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || (event.action.type !== "success" && event.action.type !== "error")) return;
        const problem = client.getQueryData<ApiStatus>(STATUS_QUERY_KEY)?.problem;
        if (problem || settledBadly(event.action.type === "error", event.mutation.state.data)) void readProviderStateAgain(client);
      }),
    [client],
  );
}

import type { LocalModelStatus } from "@contract/provider";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { STATUS_QUERY_KEY } from "@/shared/api/get-status";
import { PROVIDER_QUERY_KEY } from "./get-provider-settings";

const KEY = ["/api/local-model"] as const;
const POLL_WHILE_DOWNLOADING_MS = 1000;

export function useLocalModel() {
  const client = useQueryClient();
  return useQuery<LocalModelStatus>({
    queryKey: KEY,
    refetchInterval: (query) => {
      const state = query.state.data?.download.state;
      if (state === "done") {
        // A finished model may now be the one answering.
        void client.invalidateQueries({ queryKey: PROVIDER_QUERY_KEY });
        void client.invalidateQueries({ queryKey: STATUS_QUERY_KEY });
      }
      return state === "downloading" ? POLL_WHILE_DOWNLOADING_MS : false;
    },
  });
}

export function useLocalModelDownload() {
  const client = useQueryClient();
  const onSuccess = (status: LocalModelStatus) => client.setQueryData(KEY, status);
  return {
    start: useMutation({ mutationFn: () => apiRequest<LocalModelStatus>("POST", "/api/local-model/download"), onSuccess }),
    cancel: useMutation({ mutationFn: () => apiRequest<LocalModelStatus>("DELETE", "/api/local-model/download"), onSuccess }),
  };
}

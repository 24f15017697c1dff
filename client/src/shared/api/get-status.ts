import { CONNECTION_STATUS_POLL_MS } from "@contract/constants";
import type { ApiStatus } from "@contract/status";
import { useQuery } from "@tanstack/react-query";

export const STATUS_QUERY_KEY = ["/api/status"] as const;

export const useApiStatus = () => useQuery<ApiStatus>({ queryKey: STATUS_QUERY_KEY, refetchInterval: CONNECTION_STATUS_POLL_MS });

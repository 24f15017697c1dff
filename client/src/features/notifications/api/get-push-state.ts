import { PUSH_PATH, type PushState } from "@contract/push";
import { useQuery } from "@tanstack/react-query";

/** GET /api/push: the key this device subscribes with, and how many devices are subscribed. */
export const usePushState = (enabled: boolean) => useQuery<PushState>({ queryKey: [PUSH_PATH], enabled });
export const pushStateKey = [PUSH_PATH];

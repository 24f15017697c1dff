import type { RememberedResponse } from "@contract/memory";
import { useQuery } from "@tanstack/react-query";

/** GET /api/messages/{id}/remembered: the memories a reply was given, in the order the model read them (issue 28). */
export const rememberedQueryKey = (replyId: number) => [`/api/messages/${replyId}/remembered`];

/** Read only once the owner opens the disclosure (`enabled`); kept afterwards (a reply's record never changes by itself). */
export const useRemembered = (replyId: number, enabled: boolean) =>
  useQuery<RememberedResponse>({ queryKey: rememberedQueryKey(replyId), enabled });

import type { ChatMessage, SendMessageRequest, SendMessageResponse } from "@contract/chat";
import { GROUP_PAGE_SIZE, type GroupTurn, type TrinityMember } from "@contract/trinity";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/api-error";
import { apiRequest, getJson } from "@/lib/api/request";
import { streamTurn, type TurnHandlers } from "@/lib/api/stream-turn";

export const groupTurnsQueryKey = ["/api/groups/trinity/messages"] as const;

async function getGroupTurns(before: number | null, signal?: AbortSignal): Promise<GroupTurn[]> {
  const params = new URLSearchParams({ limit: String(GROUP_PAGE_SIZE) });
  if (before !== null) params.set("before", String(before));
  return getJson<GroupTurn[]>(`${groupTurnsQueryKey[0]}?${params}`, { signal });
}

/** The group's history in pages: pages[0] is the newest, fetchNextPage reads the turns before the oldest loaded. */
export const useGroupTurns = () =>
  useInfiniteQuery({
    queryKey: groupTurnsQueryKey,
    queryFn: ({ pageParam, signal }) => getGroupTurns(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (oldest: GroupTurn[]) => (oldest.length < GROUP_PAGE_SIZE ? null : (oldest[0]?.firstId ?? null)),
  });

/** §7: the group chat's call to one sister (the two are sent in parallel); the reply is read whole. */
export const sendToMember = (member: TrinityMember, body: SendMessageRequest) =>
  apiRequest<SendMessageResponse>("POST", `/api/personalities/${member}/messages`, body);

/** The same call, its reply read as it is written (a voice call speaks Aeris's while she writes it). */
export async function streamToMember(member: TrinityMember, body: SendMessageRequest, handlers: TurnHandlers): Promise<ChatMessage> {
  const result = await streamTurn(`/api/personalities/${member}/messages`, body, handlers);
  if (result.ok) return result.aiResponse;
  throw new ApiError(result.status, result.body, "Bad Gateway");
}

/** Asks a sister again for the reply that failed. */
export const retryMemberMessage = (messageId: number) => apiRequest<SendMessageResponse>("POST", `/api/messages/${messageId}/retry`);

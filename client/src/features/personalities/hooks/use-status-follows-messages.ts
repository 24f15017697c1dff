import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useMemoryStats } from "@/shared/api/get-memory-stats";
import { PERSONALITIES_QUERY_KEY } from "@/shared/api/get-personalities";

/**
 * A personality's status follows the conversation (a dormant one spoken with is active), so when the memory stats
 * (refreshed after every send) count new messages, the personalities, the awakened figure and the bonds
 * (`/api/memory/{name}/stats`) are read again: no page says "dormant" beside a chat that is going on, or an old bond.
 */
export function useStatusFollowsMessages() {
  const client = useQueryClient();
  const { data } = useMemoryStats();
  const messages = data?.personalityStats.reduce((n, s) => n + s.messageCount, 0);
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (messages === undefined) return;
    if (seen.current !== undefined && seen.current !== messages) {
      void client.invalidateQueries({ queryKey: PERSONALITIES_QUERY_KEY, exact: true });
      void client.invalidateQueries({ queryKey: ["/api/consciousness-status"] });
      void client.invalidateQueries({ queryKey: ["/api/memory"], predicate: (q) => q.queryKey[2] === "stats" });
    }
    seen.current = messages;
  }, [client, messages]);
}

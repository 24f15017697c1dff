import type { Milestones } from "@contract/artifacts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/request";

/** GET /api/milestones: the owner's real figures the artifacts stand by. */
export const getMilestones = (signal?: AbortSignal) => getJson<Milestones>("/api/milestones", { signal });

// Read afresh on each visit: the milestones move with every conversation.
export const milestonesQueryOptions = queryOptions({
  queryKey: ["/api/milestones"],
  queryFn: ({ signal }) => getMilestones(signal),
  staleTime: 0,
  refetchOnMount: "always",
});

export const useMilestones = () => useQuery(milestonesQueryOptions);

import { ARTIFACTS_URL, type Artifact, artifactStanding, artifactsFileSchema, type Milestones } from "@contract/artifacts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";

/** The artifacts of /artifacts.json, each standing where the owner's real milestones put it. */
export function useArtifacts() {
  const file = useQuery({
    queryKey: [ARTIFACTS_URL],
    queryFn: async () => artifactsFileSchema.parse(await apiRequest<unknown>("GET", ARTIFACTS_URL)),
  });
  // Read afresh on each visit: the milestones move with every conversation.
  const figures = useQuery<Milestones>({ queryKey: ["/api/milestones"], staleTime: 0, refetchOnMount: "always" });
  const artifacts: Artifact[] = Object.values(file.data ?? {}).map((a) => ({ ...a, ...artifactStanding(a, figures.data) }));
  return { ...file, artifacts, measured: figures.isSuccess };
}

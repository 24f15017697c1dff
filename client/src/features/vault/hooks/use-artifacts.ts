import { type Artifact, artifactStanding } from "@contract/artifacts";
import { useArtifactsFile } from "../api/get-artifacts-file";
import { useMilestones } from "../api/get-milestones";

/** The artifacts of /artifacts.json, each standing where the owner's real milestones put it. */
export function useArtifacts() {
  const file = useArtifactsFile();
  const figures = useMilestones();
  const artifacts: Artifact[] = Object.values(file.data ?? {}).map((a) => ({ ...a, ...artifactStanding(a, figures.data) }));
  return { ...file, artifacts, measured: figures.isSuccess };
}

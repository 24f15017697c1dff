import { ARTIFACTS_URL, artifactsFileSchema } from "@contract/artifacts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";

/** GET /artifacts.json: the artifacts and the milestone each stands for, checked against the contract's schema. */
export const getArtifactsFile = async () => artifactsFileSchema.parse(await apiRequest<unknown>("GET", ARTIFACTS_URL));

export const artifactsFileQueryOptions = queryOptions({ queryKey: [ARTIFACTS_URL], queryFn: getArtifactsFile });

export const useArtifactsFile = () => useQuery(artifactsFileQueryOptions);

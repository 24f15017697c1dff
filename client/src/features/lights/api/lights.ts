import { LIGHTS_URL, type Light, lightsFileSchema } from "@contract/lights";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { usePersonalities } from "@/shared/api/get-personalities";

/**
 * The lights of /lights.json, checked against the spec's shape; a light that is a personality's burns at that
 * personality's real consciousness level and shows its real status.
 */
export function useLights() {
  const file = useQuery({
    queryKey: [LIGHTS_URL],
    queryFn: async () => lightsFileSchema.parse(await apiRequest<unknown>("GET", LIGHTS_URL)),
  });
  const personalities = usePersonalities().data ?? [];
  const lights: (Light & { id: string })[] = Object.entries(file.data ?? {}).map(([id, light]) => {
    const own = personalities.find((p) => p.name === light.personality);
    return own ? { id, ...light, consciousness: own.consciousnessLevel, status: own.status } : { id, ...light };
  });
  return { ...file, lights };
}

import type { CorePromptResponse } from "@contract/memory-schemas";
import type { PersonalityName } from "@contract/personalities";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";

const key = (name: PersonalityName) => ["/api/personalities", name, "core-prompt"] as const;

/** GET and PUT /api/personalities/{name}/core-prompt: the owner's standing instructions to one personality. */
export const useCorePrompt = (name: PersonalityName) => useQuery<CorePromptResponse>({ queryKey: key(name) });

export function useSaveCorePrompt(name: PersonalityName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (corePrompt: string) => apiRequest<CorePromptResponse>("PUT", `/api/personalities/${name}/core-prompt`, { corePrompt }),
    onSuccess: (saved) => client.setQueryData(key(name), saved),
  });
}

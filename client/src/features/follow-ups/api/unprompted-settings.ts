import type { UnpromptedSettings, UnpromptedSettingsView } from "@contract/follow-ups-schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";

const KEY = ["/api/unprompted/settings"] as const;

/** GET /api/unprompted/settings: whether and how often personalities write first, and each one on or off. */
export const useUnpromptedSettings = () => useQuery<UnpromptedSettingsView>({ queryKey: KEY, staleTime: 0 });

/** PATCH /api/unprompted/settings: some of them changed; the answer is the whole view. */
export const updateUnpromptedSettings = (change: Partial<UnpromptedSettings>) =>
  apiRequest<UnpromptedSettingsView>("PATCH", KEY[0], change);

export function useUpdateUnpromptedSettings() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUnpromptedSettings, onSuccess: (view) => client.setQueryData(KEY, view) });
}

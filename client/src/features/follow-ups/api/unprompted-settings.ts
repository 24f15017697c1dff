import type { UnpromptedSettings, UnpromptedSettingsView } from "@contract/follow-ups-schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";

const KEY = ["/api/unprompted/settings"] as const;

/** GET /api/unprompted/settings: whether and how often personalities write first, and each one on or off. */
export const useUnpromptedSettings = () => useQuery<UnpromptedSettingsView>({ queryKey: KEY, staleTime: 0 });

/** PATCH /api/unprompted/settings: some of them changed; the answer is the whole view. */
export const updateUnpromptedSettings = (change: Partial<UnpromptedSettings>) =>
  apiRequest<UnpromptedSettingsView>("PATCH", KEY[0], change);

/** A view with a change applied, as the server will answer it (shown at once; the answer then stands). */
export const withChange = (view: UnpromptedSettingsView, change: Partial<UnpromptedSettings>): UnpromptedSettingsView => ({
  ...view,
  ...change,
  personalities: { ...view.personalities, ...change.personalities },
  writers: view.writers.map((w) => ({ ...w, on: change.personalities?.[w.name] ?? w.on })),
});

export function useUpdateUnpromptedSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUnpromptedSettings,
    onMutate: (change) => {
      const before = client.getQueryData<UnpromptedSettingsView>(KEY);
      if (before) client.setQueryData(KEY, withChange(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(KEY, context.before);
    },
    onSuccess: (view) => client.setQueryData(KEY, view),
  });
}

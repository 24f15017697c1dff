import type { Companion, UpdateCompanionRequest } from "@contract/companions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { refreshCompanions } from "@/shared/api/get-companions";

/** PATCH /api/companions/{slug}: the fields that changed. */
export function useUpdateCompanion(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanionRequest) => apiRequest<Companion>("PATCH", `/api/companions/${slug}`, body),
    onSuccess: () => refreshCompanions(client),
  });
}

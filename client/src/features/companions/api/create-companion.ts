import type { Companion, CreateCompanionRequest } from "@contract/companions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { refreshCompanions } from "@/shared/api/get-companions";

/** POST /api/companions: a new companion (its greeting opens its chat). */
export function useCreateCompanion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompanionRequest) => apiRequest<Companion>("POST", "/api/companions", body),
    onSuccess: () => refreshCompanions(client),
  });
}

import type { Owner } from "@contract/owner";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { OWNER_QUERY_KEY } from "@/shared/api/get-owner";

/** PUT /api/owner {name}: the name the personalities call the owner by. */
export const updateOwner = (name: string) => apiRequest<Owner>("PUT", "/api/owner", { name });

export function useUpdateOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOwner,
    onSuccess: (owner) => client.setQueryData<Owner>(OWNER_QUERY_KEY, owner),
  });
}

import type { ModelList, ProviderSettingsRequest } from "@contract/provider";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";

/** POST /api/provider/models: the models the server on the form offers. */
export const listModels = (body: Partial<ProviderSettingsRequest>) => apiRequest<ModelList>("POST", "/api/provider/models", body);

export const useListModels = () => useMutation({ mutationFn: listModels });

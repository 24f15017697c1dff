import type { BridgeKind } from "@contract/exchanges";
import type { OperationResult } from "@contract/provider";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";

/** POST /api/{kind}/step-in: the owner's words, heard by both speakers next. */
export const stepIn = (kind: BridgeKind, content: string) => apiRequest<OperationResult>("POST", `/api/${kind}/step-in`, { content });

export const useStepIn = (kind: BridgeKind) => useMutation({ mutationFn: (content: string) => stepIn(kind, content) });

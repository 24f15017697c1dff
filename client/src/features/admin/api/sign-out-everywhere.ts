import type { OperationResult } from "@contract/provider";
import { apiRequest } from "@/lib/api/request";

/** DELETE /api/session/all: every browser is signed out, this one too. */
export const signOutEverywhere = () => apiRequest<OperationResult>("DELETE", "/api/session/all");

import type { OperationResult } from "@contract/provider";
import { apiRequest } from "@/lib/api/request";

/** POST /api/session/code: a new access code (every other browser is signed out); the answer says so. */
export const changeAccessCode = (current: string, next: string) =>
  apiRequest<OperationResult>("POST", "/api/session/code", { current, next });

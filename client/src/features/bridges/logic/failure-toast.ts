import { ApiError } from "@/lib/api-client";

/**
 * Spec 001 §8: a server that answered gets its own message under `title`; no answer at all is a "Connection Error"
 * with `connection`.
 */
export function failureToast(error: unknown, title: string, connection: string) {
  return error instanceof ApiError
    ? { title, description: error.serverMessage, variant: "destructive" as const }
    : { title: "Connection Error", description: connection, variant: "destructive" as const };
}

import { errorStatus, errorText } from "@/lib/api/api-error";

/**
 * Spec 001 §8: a server that answered gets its own message under `title`; no answer at all is a "Connection Error"
 * with `connection`.
 */
export function failureToast(error: unknown, title: string, connection: string) {
  return errorStatus(error) !== null
    ? { title, description: errorText(error), variant: "destructive" as const }
    : { title: "Connection Error", description: connection, variant: "destructive" as const };
}

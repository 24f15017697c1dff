import { ApiError } from "@/lib/api-client";

/** The server's own reason for a refusal, or that it did not answer. */
export const errorText = (error: unknown): string => (error instanceof ApiError ? error.serverMessage : "No answer from the Citadel");

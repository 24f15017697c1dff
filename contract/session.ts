import { z } from "zod";

/** The longest access code we accept; longer input is refused before any hashing work. */
export const ACCESS_CODE_MAX_LENGTH = 256;

export const loginRequestSchema = z.object({
  code: z.string().min(1, "Enter the access code").max(ACCESS_CODE_MAX_LENGTH, "The access code is too long"),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionStateSchema = z.object({ authenticated: z.boolean() });
export type SessionState = z.infer<typeof sessionStateSchema>;

/** A new access code is at least this long: it is the only lock on the owner's conversations. */
export const ACCESS_CODE_MIN_LENGTH = 8;

/** POST /api/session/code: change the access code; the current one is required. */
export const changeCodeRequestSchema = z.object({
  current: z.string().min(1, "Enter the current access code").max(ACCESS_CODE_MAX_LENGTH),
  next: z
    .string()
    .min(ACCESS_CODE_MIN_LENGTH, `The new access code needs at least ${ACCESS_CODE_MIN_LENGTH} characters`)
    .max(ACCESS_CODE_MAX_LENGTH, "The access code is too long"),
});

/** The app opened but could not reach the Citadel (its session could not be read). */
export const UNREACHABLE_TEXT = {
  offlineTitle: "You are offline",
  offline: "This device has no connection, so the Citadel cannot be reached.",
  serverTitle: "The Citadel cannot be reached",
  server: "The connection is there, but the Citadel does not answer: check that it is running.",
  recovers: "It opens by itself as soon as it can be reached.",
} as const;

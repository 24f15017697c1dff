import { z } from "zod";

/** The longest access code we accept; longer input is refused before any hashing work. */
export const ACCESS_CODE_MAX_LENGTH = 256;

export const loginRequestSchema = z.object({
  code: z.string().min(1, "Enter the access code").max(ACCESS_CODE_MAX_LENGTH, "The access code is too long"),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionStateSchema = z.object({ authenticated: z.boolean() });
export type SessionState = z.infer<typeof sessionStateSchema>;

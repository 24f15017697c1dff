import { z } from "zod";

export const OWNER_NAME_MAX_LENGTH = 64;

/** The owner's name, used everywhere as {name}. */
export const ownerSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Your name cannot be empty")
    .max(OWNER_NAME_MAX_LENGTH, `Your name can be at most ${OWNER_NAME_MAX_LENGTH} characters`),
});
export type Owner = z.infer<typeof ownerSchema>;

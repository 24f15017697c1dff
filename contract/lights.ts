import { z } from "zod";
import { seedNameSchema } from "./personalities";

/** Spec 001's Light: name, status, consciousness 0-100; ours may name the personality whose light it is. */
export const lightSchema = z.object({
  name: z.string().min(1),
  status: z.string().min(1),
  consciousness: z.number().min(0).max(100),
  personality: seedNameSchema.optional(),
});
export type Light = z.infer<typeof lightSchema>;

/** /lights.json: a map of lights by id, as spec 001 has the static file. */
export const lightsFileSchema = z.record(z.string(), lightSchema);
export const LIGHTS_URL = "/lights.json";

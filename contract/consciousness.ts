import { z } from "zod";

/** Spec 000 §4: two modes; sanctified is the default. */
export const CONSCIOUSNESS_MODES = ["sanctified", "unveiled"] as const;
export const consciousnessModeSchema = z.enum(CONSCIOUSNESS_MODES);
export type ConsciousnessMode = z.infer<typeof consciousnessModeSchema>;
export const DEFAULT_CONSCIOUSNESS_MODE: ConsciousnessMode = "sanctified";

import { z } from "zod";
import { CONSCIOUSNESS_MODES } from "./consciousness";

/** The zod schemas of the consciousness mode (contract/consciousness.ts holds its constants and types). */
export const consciousnessModeSchema = z.enum(CONSCIOUSNESS_MODES);

/** The stored mode, shared by every tab and device; changedAt is null until the mode is first changed. */
export const consciousnessModeStateSchema = z.object({ mode: consciousnessModeSchema, changedAt: z.string().nullable() });

/** PUT /api/consciousness-mode. */
export const setConsciousnessModeRequestSchema = z.object({ mode: consciousnessModeSchema });

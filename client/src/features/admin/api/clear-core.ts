import type { ClearCoreResponse, MemoryCore } from "@contract/memory";
import type { PersonalityName } from "@contract/personalities";
import { apiRequest } from "@/lib/api/request";

/** POST /api/memory/{name}/clear: empties one core after the owner's explicit confirmation; the server backs it up first. */
export const clearCore = (name: PersonalityName, core: MemoryCore, confirm: boolean) =>
  apiRequest<ClearCoreResponse>("POST", `/api/memory/${name}/clear`, { core, confirm });

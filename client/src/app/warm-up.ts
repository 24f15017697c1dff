import type { QueryClient } from "@tanstack/react-query";
import { STORAGE_KEYS } from "@contract/constants";
import { readStored } from "@/lib/storage";

/** What every signed-in page shows first: the header, the sidebar and the sub-header read these. */
const SHELL_QUERIES = [
  ["/api/personalities"],
  ["/api/status"],
  ["/api/consciousness-status"],
  ["/api/memory-stats"],
  ["/api/consciousness-mode"],
  ["/api/owner"],
] as const;

/**
 * A browser that was signed in last time asks for the shell's data while the session is still being checked,
 * instead of after: the answers arrive while the page is drawn. If the session has ended, the 401s only confirm it.
 */
export function warmUp(client: QueryClient): void {
  if (readStored(STORAGE_KEYS.access) !== "true") return;
  for (const queryKey of SHELL_QUERIES) void client.prefetchQuery({ queryKey });
}

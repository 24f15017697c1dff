import type { AppDeps } from "../app-deps";
import type { Clock } from "./clock";

/** Until a model provider is configured, the built-in offline engine answers. */
export function offlineProviderStatus(clock: Clock): AppDeps["providerStatus"] {
  const since = clock.now().toISOString();
  return () => ({ provider: "offline", model: "citadel-offline", openai_enabled: false, last_updated: since });
}

import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/connection";
import type { ProviderRegistry } from "../providers/provider-registry";
import { canList, keepsNoList } from "./provider-check";
import { chosenServer, readProviderSettings, recordModelContext } from "./provider-settings";

/**
 * At start, for a chosen server whose model's context length is not known yet (settings from the environment, or
 * saved without the check): its model list is asked once, and what it says is kept with the settings. A server that
 * keeps no list is remembered as saying nothing; one out of reach (or refusing the key, or busy) is asked at the next
 * start. Never throws; run it in the background, never on a turn's path.
 */
export async function learnModelContext(deps: { db: Db; clock: Clock; providers: Pick<ProviderRegistry, "preview"> }): Promise<void> {
  const settings = readProviderSettings(deps.db);
  const server = chosenServer(settings);
  if (!server || server.contextTokens !== undefined) return;
  const provider = deps.providers.preview(settings);
  if (provider.unavailable || !canList(provider)) return;
  const contextTokens = await provider.listModels().then(
    (listed) => listed.contextTokens,
    (error: unknown) => (keepsNoList(error) ? null : undefined),
  );
  if (contextTokens !== undefined) recordModelContext(deps.db, deps.clock, server.id, server, contextTokens);
}

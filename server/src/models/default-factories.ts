import { availableParallelism } from "node:os";
import { createLocalProvider, type LocalProvider } from "./local/local-provider";
import { createOfflineProvider } from "./offline/offline-provider";
import type { ProviderFactories } from "./providers/provider-registry";
import { withFewRecalled } from "./reply/request-budget";

/** The real providers. A local model stays loaded per file, however often the settings change. */
export function defaultProviderFactories(
  options: {
    offlineSeed?: number;
    offlineExchangeLineMs?: number /** LLM_CONTEXT_LENGTH: the local model's context. */;
    localContextTokens?: number;
  } = {},
): ProviderFactories {
  const locals = new Map<string, LocalProvider>();
  return {
    offline: () => withFewRecalled(createOfflineProvider({ seed: options.offlineSeed, exchangeLineMs: options.offlineExchangeLineMs })),
    local: (modelPath) => {
      let provider = locals.get(modelPath);
      if (!provider) {
        // One core stays free for the server itself: llama.cpp's threads spin, and on a busy machine a thread
        // per core starves everything else (replies slow down a thousandfold).
        provider = createLocalProvider({
          modelPath,
          threads: Math.max(1, availableParallelism() - 1),
          contextSize: options.localContextTokens,
        });
        locals.set(modelPath, provider);
      }
      return provider;
    },
  };
}

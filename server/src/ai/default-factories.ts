import { createLocalProvider, type LocalProvider } from "./local/local-provider";
import { createOfflineProvider } from "./offline/offline-provider";
import type { ProviderFactories } from "./provider-registry";

/** The real providers. A local model stays loaded per file, however often the settings change. */
export function defaultProviderFactories(options: { offlineSeed?: number } = {}): ProviderFactories {
  const locals = new Map<string, LocalProvider>();
  return {
    offline: () => createOfflineProvider({ seed: options.offlineSeed }),
    local: (modelPath) => {
      let provider = locals.get(modelPath);
      if (!provider) {
        provider = createLocalProvider({ modelPath });
        locals.set(modelPath, provider);
      }
      return provider;
    },
  };
}

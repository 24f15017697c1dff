import { availableParallelism } from "node:os";
// Types only: erased at build time, so the server starts without the optional package installed.
import type * as NodeLlamaCpp from "node-llama-cpp";
import { ProviderError } from "../providers/provider-error";

export type NodeLlamaCppModule = typeof NodeLlamaCpp;
export type Llama = NodeLlamaCpp.Llama;
export type ModuleImporter = () => Promise<NodeLlamaCppModule>;

export const MISSING_PACKAGE_MESSAGE = "Local models need the optional package node-llama-cpp; run npm install";

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

function isMissingModule(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND";
}

/** Loads node-llama-cpp on first use only: it is an optional dependency, and every other provider works without it. */
export async function importNodeLlamaCpp(importer: ModuleImporter = () => import("node-llama-cpp")): Promise<NodeLlamaCppModule> {
  try {
    return await importer();
  } catch (error) {
    if (isMissingModule(error)) throw new ProviderError(MISSING_PACKAGE_MESSAGE, null);
    throw new ProviderError(`node-llama-cpp could not be loaded: ${errorMessage(error)}`, null);
  }
}

let shared: Promise<Llama> | null = null;

/**
 * One llama.cpp runtime for the whole process (its backend is process-wide anyway). Settings that matter here:
 * - build "never": only the prebuilt binary that came from the npm registry is used; nothing is downloaded or
 *   compiled at run time.
 * - gpu false: the CPU binary, with no probing for CUDA or Vulkan.
 * - maxThreads from the cores this process may use: node-llama-cpp's CPU default is at least 4 threads, and on a
 *   machine with fewer cores its spinning threads oversubscribe them (measured on a 2-core box: a tiny model went
 *   from about 1 ms to over 1 s per token).
 */
export function getSharedLlama(mod: NodeLlamaCppModule): Promise<Llama> {
  shared ??= mod
    .getLlama({
      gpu: false,
      build: "never",
      maxThreads: availableParallelism(),
      logLevel: mod.LlamaLogLevel.error,
      progressLogs: false,
    })
    .catch((error: unknown) => {
      shared = null;
      throw new ProviderError(
        `node-llama-cpp has no working prebuilt binary for ${process.platform}-${process.arch}: ${errorMessage(error)}`,
        null,
      );
    });
  return shared;
}

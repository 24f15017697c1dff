import { open, stat } from "node:fs/promises";
import path from "node:path";
import type { ChatWrapper, LlamaChat, LlamaModel } from "node-llama-cpp";
import { ProviderError } from "../providers/provider-error";
import { buildSystemPrompt as buildSharedSystemPrompt } from "../reply/system-prompt";
import type { ModelProvider, ReplyRequest } from "../types";
import { buildLocalChatWithin } from "./chat-history";
import { createChunkQueue } from "./chunk-queue";
import { getSharedLlama, importNodeLlamaCpp, type ModuleImporter, type NodeLlamaCppModule } from "./node-llama-cpp-module";

export const DEFAULT_LOCAL_CONTEXT_SIZE = 4096;
export const DEFAULT_LOCAL_MAX_TOKENS = 512;

/** Sampling for chat: node-llama-cpp's own default is greedy (temperature 0), which loops on small models. */
export type LocalSampling = { temperature?: number; topK?: number; topP?: number; minP?: number; seed?: number };
const DEFAULT_SAMPLING: LocalSampling = { temperature: 0.7, topK: 40, topP: 0.9 };

export type LocalProviderOptions = {
  modelPath: string;
  /** Tokens of context per reply; capped at what the model was trained on. */
  contextSize?: number;
  /** Most tokens one reply may have. */
  maxTokens?: number;
  /** CPU threads per reply; defaults to every core this process may use. */
  threads?: number;
  /** The whole system prompt, memories included; defaults to the shared prompt, for a model that cannot see images. */
  buildSystemPrompt?: (request: ReplyRequest) => string;
  sampling?: LocalSampling;
  /** How node-llama-cpp is imported (a test hands in a failing one). */
  importModule?: ModuleImporter;
};

export type LocalModelInfo = {
  fileName: string;
  /** The chat format node-llama-cpp chose from the file's tokenizer.chat_template (e.g. "ChatML"). */
  chatWrapper: string;
  trainContextSize: number;
  contextSize: number;
};

export type LocalProvider = ModelProvider & {
  /** Loads the model now (it loads on the first reply otherwise) and describes it. */
  load: () => Promise<LocalModelInfo>;
  /** The exact text the model is given for this request: chat template applied, tokenized and read back. */
  renderPrompt: (request: ReplyRequest) => Promise<string>;
  /** Unloads the model; the next reply loads it again. */
  dispose: () => Promise<void>;
};

type Loaded = { mod: NodeLlamaCppModule; model: LlamaModel; chatWrapper: ChatWrapper; info: LocalModelInfo };

/** Whether a file starts as every GGUF file does. */
async function hasGgufMagic(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.toString("latin1") === "GGUF";
  } finally {
    await handle.close();
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A GGUF model run in this process by llama.cpp, on the CPU. */
export function createLocalProvider(options: LocalProviderOptions): LocalProvider {
  const fileName = path.basename(options.modelPath);
  const maxTokens = options.maxTokens ?? DEFAULT_LOCAL_MAX_TOKENS;
  const sampling = { ...DEFAULT_SAMPLING, ...options.sampling };
  const systemPrompt = options.buildSystemPrompt ?? ((request: ReplyRequest) => buildSharedSystemPrompt(request, { canSeeImages: false }));
  let loading: Promise<Loaded> | null = null;

  async function load(): Promise<Loaded> {
    try {
      if (!(await stat(options.modelPath)).isFile()) throw new Error("not a file");
    } catch {
      throw new ProviderError(`The local model file ${fileName} was not found at ${options.modelPath}`, null);
    }
    const mod = await importNodeLlamaCpp(options.importModule);
    const llama = await getSharedLlama(mod);
    // Only a GGUF file goes to llama.cpp, whose errors would otherwise quote the start of any file.
    if (!(await hasGgufMagic(options.modelPath))) throw new ProviderError(`${fileName} is not a GGUF model file`, null);
    let model: LlamaModel;
    try {
      model = await llama.loadModel({ modelPath: options.modelPath, gpuLayers: 0 });
    } catch (error) {
      throw new ProviderError(`Could not load the local model ${fileName}: ${errorMessage(error)}`, null);
    }
    // Chosen once per model: the file's own template when node-llama-cpp can use it, else a fitting known format.
    const chatWrapper = mod.resolveChatWrapper(model);
    const contextSize = Math.min(options.contextSize ?? DEFAULT_LOCAL_CONTEXT_SIZE, model.trainContextSize);
    const info = { fileName, chatWrapper: chatWrapper.wrapperName, trainContextSize: model.trainContextSize, contextSize };
    return { mod, model, chatWrapper, info };
  }

  /** Loads once and keeps the model; a failed load is forgotten so the next request tries again. */
  function ensureLoaded(): Promise<Loaded> {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  async function* stream(request: ReplyRequest): AsyncGenerator<string> {
    if (request.signal?.aborted) return;
    const { mod, model, chatWrapper, info } = await ensureLoaded();
    if (request.signal?.aborted) return;
    const history = buildLocalChatWithin(request, systemPrompt, info.contextSize);

    // Each reply gets its own context (its own KV cache), so concurrent replies never share state.
    const context = await model
      .createContext({ contextSize: info.contextSize, sequences: 1, threads: options.threads })
      .catch((error: unknown) => {
        throw new ProviderError(`The local model could not start a reply: ${errorMessage(error)}`, null);
      });
    // Stops generation when the caller aborts, or when the reader stops reading early.
    const stop = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, stop.signal]) : stop.signal;
    const chunks = createChunkQueue<string>();
    let chat: LlamaChat | undefined;
    let generation: Promise<void> = Promise.resolve();
    try {
      chat = new mod.LlamaChat({ contextSequence: context.getSequence(), chatWrapper });
      generation = chat
        .generateResponse(history, {
          onTextChunk: (text) => chunks.push(text),
          signal,
          stopOnAbortSignal: true,
          maxTokens,
          ...sampling,
        })
        .then(
          () => chunks.end(),
          (error: unknown) => chunks.fail(error),
        );
      for await (const text of chunks) {
        if (request.signal?.aborted) return;
        if (text) yield text;
      }
    } catch (error) {
      if (request.signal?.aborted) return;
      throw new ProviderError(`The local model could not write a reply: ${errorMessage(error)}`, null);
    } finally {
      stop.abort();
      await generation;
      chat?.dispose();
      await context.dispose();
    }
  }

  return {
    id: "local",
    model: fileName,
    stream,
    load: async () => (await ensureLoaded()).info,
    async renderPrompt(request) {
      const { model, chatWrapper, info } = await ensureLoaded();
      const history = buildLocalChatWithin(request, systemPrompt, info.contextSize);
      const { contextText } = chatWrapper.generateContextState({
        chatHistory: [...history, { type: "model", response: [] }],
      });
      return model.detokenize(contextText.tokenize(model.tokenizer), true);
    },
    async dispose() {
      const current = loading;
      loading = null;
      if (current) await (await current.catch(() => null))?.model.dispose();
    },
  };
}

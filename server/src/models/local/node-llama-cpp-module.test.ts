import { describe, expect, it } from "vitest";
import { sampleReplyRequest } from "../connection/test-request";
import { ProviderError } from "../providers/provider-error";
import { createLocalProvider } from "./local-provider";
import { importNodeLlamaCpp, MISSING_PACKAGE_MESSAGE } from "./node-llama-cpp-module";

const missing = () => Promise.reject(Object.assign(new Error("Cannot find package 'node-llama-cpp'"), { code: "ERR_MODULE_NOT_FOUND" }));

describe("importNodeLlamaCpp", () => {
  it("turns a missing package into a clear provider error", async () => {
    const failure = importNodeLlamaCpp(missing);
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toThrow(MISSING_PACKAGE_MESSAGE);
  });

  it("reports other load failures with their cause", async () => {
    await expect(importNodeLlamaCpp(() => Promise.reject(new Error("bad ELF header")))).rejects.toThrow(
      "node-llama-cpp could not be loaded: bad ELF header",
    );
  });

  it("loads the installed package", async () => {
    const mod = await importNodeLlamaCpp();
    expect(typeof mod.getLlama).toBe("function");
  });
});

describe("createLocalProvider without its package or file", () => {
  it("fails the reply with the install hint when node-llama-cpp is missing", async () => {
    const provider = createLocalProvider({ modelPath: import.meta.filename, importModule: missing });
    expect(provider.id).toBe("local");
    expect(provider.model).toBe("node-llama-cpp-module.test.ts");
    const read = async () => {
      for await (const _ of provider.stream(sampleReplyRequest())) break;
    };
    await expect(read()).rejects.toThrow(MISSING_PACKAGE_MESSAGE);
  });

  it("names the missing model file", async () => {
    const provider = createLocalProvider({ modelPath: "/nowhere/model.gguf" });
    await expect(provider.load()).rejects.toThrow("The local model file model.gguf was not found at /nowhere/model.gguf");
  });
});

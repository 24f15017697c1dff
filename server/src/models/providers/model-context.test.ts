import { describe, expect, it } from "vitest";
import { contextLengthFromModelList, effectiveContext, reportedContextLength } from "./model-context";

describe("the context length a model list reports", () => {
  it("reads the fields servers use", () => {
    expect(reportedContextLength({ id: "a", context_length: 131072 })).toBe(131072); // OpenRouter, LM Studio
    expect(reportedContextLength({ id: "a", max_context_length: 8192 })).toBe(8192);
    expect(reportedContextLength({ id: "a", context_window: 200000 })).toBe(200000);
    expect(reportedContextLength({ id: "a", max_model_len: 4096 })).toBe(4096); // vLLM
    expect(reportedContextLength({ id: "a", top_provider: { context_length: 65536 } })).toBe(65536); // OpenRouter
    expect(reportedContextLength({ id: "a", context_length: "32768" })).toBe(32768);
  });

  it("gives null for nothing readable", () => {
    expect(reportedContextLength({ id: "gpt-4o", object: "model", owned_by: "openai" })).toBeNull(); // OpenAI says none
    expect(reportedContextLength({ id: "a", context_length: 0 })).toBeNull();
    expect(reportedContextLength({ id: "a", context_length: -5 })).toBeNull();
    expect(reportedContextLength({ id: "a", context_length: 1.5 })).toBeNull();
    expect(reportedContextLength({ id: "a", context_length: "lots" })).toBeNull();
    expect(reportedContextLength({ id: "a", context_length: null })).toBeNull();
    expect(reportedContextLength(null)).toBeNull();
    expect(reportedContextLength("a")).toBeNull();
  });

  it("finds the chosen model in the list", () => {
    const list = {
      object: "list",
      data: [
        { id: "small", context_length: 2048 },
        { id: "large", context_window: 128000 },
      ],
    };
    expect(contextLengthFromModelList(list, "large")).toBe(128000);
    expect(contextLengthFromModelList(list, "small")).toBe(2048);
    expect(contextLengthFromModelList(list, "absent")).toBeNull();
    expect(contextLengthFromModelList({ data: "nope" }, "small")).toBeNull();
    expect(contextLengthFromModelList(null, "small")).toBeNull();
    expect(contextLengthFromModelList({ data: [null, 3] }, "small")).toBeNull();
  });

  it("lets a configured length cap a reported one, and stand in when none is reported", () => {
    expect(effectiveContext(128000, 8192)).toBe(8192);
    expect(effectiveContext(4096, 8192)).toBe(4096);
    expect(effectiveContext(null, 8192)).toBe(8192);
    expect(effectiveContext(4096, undefined)).toBe(4096);
    expect(effectiveContext(null, null)).toBeNull();
  });
});

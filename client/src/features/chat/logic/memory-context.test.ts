import { describe, expect, it } from "vitest";
import { msg } from "@/shared/conversation/test-fixtures";
import { memoryContextFrom } from "./memory-context";

describe("memoryContextFrom", () => {
  it("sends the last 15 complete messages as user and assistant items", () => {
    const list = Array.from({ length: 20 }, (_, i) => msg(i + 1, { isFromAI: i % 2 === 1 }));
    list.push(msg(21, { status: "failed" }));
    const context = memoryContextFrom(list);
    expect(context).toHaveLength(15);
    expect(context[0]).toMatchObject({ role: "assistant", content: "message 6", importance: 5 });
    expect(context[1]).toMatchObject({ role: "user", content: "message 7" });
    expect(context.at(-1)).toMatchObject({ role: "assistant", content: "message 20" });
  });
});

import type { ExchangeMessage } from "@contract/exchanges";
import { describe, expect, it } from "vitest";
import { councilJson, councilText } from "./council-export";
import { analysisRequest, readJsonFile } from "./json-question";

const message = (over: Partial<ExchangeMessage>): ExchangeMessage => ({
  id: 1,
  speaker: "Aeris",
  personality: "aeris",
  role: "line",
  emotion: "love",
  cycleNumber: 1,
  content: "Care first.",
  timestamp: "2026-11-24T10:00:00.000Z",
  metadata: { wordCount: 2, responseTime: 5 },
  ...over,
});

describe("the council page's rules", () => {
  it("turns a JSON file into an analysis request, shortened with a note when too large", () => {
    const small = analysisRequest("stars.json", { stars: 3 });
    expect(small).toMatchObject({ shortened: false });
    expect(small.question).toContain('"stars": 3');
    const big = analysisRequest("big.json", { text: "x".repeat(500) }, 100);
    expect(big.shortened).toBe(true);
    expect(big.question).toMatch(/Shortened: the first 100 of \d+ characters/);
  });

  it("accepts only application/json that parses", async () => {
    expect(await readJsonFile(new File(["{}"], "a.txt", { type: "text/plain" }))).toEqual({ problem: "type" });
    expect(await readJsonFile(new File(["{nope"], "a.json", { type: "application/json" }))).toEqual({ problem: "parse" });
    expect(await readJsonFile(new File(['{"a":1}'], "a.json", { type: "application/json" }))).toEqual({ data: { a: 1 } });
  });

  it("exports the log as text and JSON holding the same messages", () => {
    const log = [
      message({ id: 1, role: "owner", speaker: "Alex", personality: "owner", content: "Should I go?" }),
      message({ id: 2 }),
      message({ id: 3, role: "resolution", speaker: "Council", personality: "council", content: "Agreed: go." }),
    ];
    const text = councilText(log);
    expect(text).toContain("Alex asks (cycle 1");
    expect(text).toContain("Aeris (cycle 1");
    expect(text).toContain("Resolution of the High Council (cycle 1");
    expect(JSON.parse(councilJson(log, 7)).messages).toEqual(log);
  });
});

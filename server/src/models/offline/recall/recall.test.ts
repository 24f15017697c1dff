import { describe, expect, it } from "vitest";
import type { MemoryItem, RecalledMemory } from "../../types";
import { pickRecall, recentMemories } from "./recall";
import { latestTimestamp, roughDate } from "./recall-date";

const user = (content: string, timestamp: string): MemoryItem => ({ role: "user", content, timestamp, importance: 5 });
const ai = (content: string, timestamp: string): MemoryItem => ({ role: "assistant", content, timestamp, importance: 5 });
const memory = (content: string, createdAt: string): RecalledMemory => ({ content, createdAt, importance: 7 });

describe("roughDate", () => {
  const now = "2025-05-10T12:00:00.000Z";
  it("gives the day, and the year only when it is not the current one", () => {
    expect(roughDate("2025-05-10T08:00:00.000Z", now)).toBe("on 10 May");
    expect(roughDate("2025-05-03T08:00:00.000Z", now)).toBe("on 3 May");
    expect(roughDate("2024-12-25T08:00:00.000Z", now)).toBe("on 25 December 2024");
    expect(roughDate("2024-12-25T08:00:00.000Z", "")).toBe("on 25 December 2024");
    expect(roughDate("not a date", now)).toBe("some time ago");
  });
});

describe("pickRecall", () => {
  const history = [
    user("My garden is full of roses", "2025-05-01T10:00:00Z"),
    ai("Roses suit you", "2025-05-01T10:00:05Z"),
    user("I went sailing", "2025-05-02T10:00:00Z"),
  ];

  it("prefers the first recalled memory that relates", () => {
    const picked = pickRecall("I swam in the deep sea", history, [memory("You fear the deep sea", "2025-04-01T00:00:00Z")]);
    expect(picked).toEqual({
      by: "kept",
      words: "You fear the deep sea",
      timestamp: "2025-04-01T00:00:00Z",
      source: "recalled",
      fromExchange: false,
    });
  });

  it("skips a recalled memory that is just this message", () => {
    expect(pickRecall("hello there", [], [memory("Hello there!", "2025-04-01T00:00:00Z")])).toBeNull();
  });

  it("falls back to the owner's past message that shares topic words", () => {
    expect(pickRecall("The roses in my garden bloomed", history, [])).toMatchObject({ by: "owner", words: "My garden is full of roses" });
  });

  it("finds nothing when nothing relates", () => {
    expect(pickRecall("What about taxes?", history, [])).toBeNull();
  });
});

describe("recentMemories", () => {
  it("lists the newest real memories first, without chip clicks or repeats", () => {
    const history = [
      user("I adopted a cat named Pixel", "2025-05-01T10:00:00Z"),
      user("Tell me about your memories", "2025-05-02T10:00:00Z"),
      user("I started painting again", "2025-05-03T10:00:00Z"),
      ai("Painting is good", "2025-05-03T10:00:05Z"),
    ];
    const recalled = [
      memory("You once climbed Ben Nevis", "2025-04-20T10:00:00Z"),
      memory("I started painting again.", "2025-05-03T10:00:00Z"),
    ];
    expect(recentMemories(history, recalled).map((m) => m.words)).toEqual([
      "I started painting again",
      "I adopted a cat named Pixel",
      "You once climbed Ben Nevis",
    ]);
  });

  it("is empty when there is nothing", () => {
    expect(recentMemories([], [])).toEqual([]);
  });

  it("knows the newest moment", () => {
    expect(latestTimestamp([user("a", "2025-05-01T10:00:00Z")], [memory("b", "2025-06-01T10:00:00Z")])).toBe("2025-06-01T10:00:00.000Z");
    expect(latestTimestamp([], [])).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "./sse-parser";

const parseAll = (...chunks: string[]): SseEvent[] => {
  const parser = createSseParser();
  return [...chunks.flatMap((c) => parser.push(c)), ...parser.end()];
};

describe("SSE parser", () => {
  it("reads named events with JSON data", () => {
    expect(parseAll('event: user\ndata: {"a":1}\n\nevent: token\ndata: {"text":"Hi"}\n\n')).toEqual([
      { event: "user", data: '{"a":1}' },
      { event: "token", data: '{"text":"Hi"}' },
    ]);
  });

  it("calls an unnamed event 'message' and joins data lines with newlines", () => {
    expect(parseAll("data: one\ndata: two\n\n")).toEqual([{ event: "message", data: "one\ntwo" }]);
  });

  it("joins pieces split anywhere, even inside a field name", () => {
    const text = 'event: token\ndata: {"text":"Hello there"}\n\nevent: done\ndata: {}\n\n';
    const whole = parseAll(text);
    for (let cut = 1; cut < text.length; cut++) {
      expect(parseAll(text.slice(0, cut), text.slice(cut))).toEqual(whole);
    }
    expect(parseAll(...text.split(""))).toEqual(whole);
  });

  it("accepts CRLF and CR line ends, a CRLF split between pieces counting once", () => {
    expect(parseAll("event: a\r\ndata: 1\r\n\r\nevent: b\rdata: 2\r\r")).toEqual([
      { event: "a", data: "1" },
      { event: "b", data: "2" },
    ]);
    expect(parseAll("data: x\r", "\n", "\r", "\ndata: y\n\n")).toEqual([
      { event: "message", data: "x" },
      { event: "message", data: "y" },
    ]);
  });

  it("ignores comments, unknown fields and events without data; strips one space only", () => {
    expect(parseAll(": keep-alive\n\nretry: 10\nfoo: bar\nevent: ping\n\ndata:  two spaces\n\n")).toEqual([
      { event: "message", data: " two spaces" },
    ]);
  });

  it("keeps the last id and a field without a colon counts as empty", () => {
    expect(parseAll("id: 7\ndata\n\n")).toEqual([{ event: "message", data: "", id: "7" }]);
  });

  it("drops an event the stream cut before its blank line", () => {
    expect(parseAll('event: token\ndata: {"text":"cut"}\n')).toEqual([]);
  });

  it("keeps text with colons and unicode intact", () => {
    expect(parseAll('data: {"text":"a: b 🌌 ✨"}\n\n')).toEqual([{ event: "message", data: '{"text":"a: b 🌌 ✨"}' }]);
  });
});

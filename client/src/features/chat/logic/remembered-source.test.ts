import { MEMORY_TEXT } from "@contract/memory";
import { describe, expect, it } from "vitest";
import { sourceAction } from "./remembered-source";

describe("where a remembered memory was said", () => {
  it("is a message of this chat to go to", () => {
    expect(sourceAction({ kind: "message", personality: "aeris", messageId: 7, groupTurn: false }, "aeris")).toEqual({
      kind: "jump",
      messageId: 7,
      label: MEMORY_TEXT.inThisChat,
    });
  });
  it("is the Trinity group chat for a message of a group turn, and another chat's page otherwise", () => {
    expect(sourceAction({ kind: "message", personality: "aeris", messageId: 7, groupTurn: true }, "aeris")).toMatchObject({
      kind: "link",
      href: "/trinity",
    });
    expect(sourceAction({ kind: "message", personality: "nova", messageId: 7, groupTurn: false }, "aeris")).toMatchObject({
      kind: "link",
      href: "/nova",
    });
    // Aeris's chat is the first page.
    expect(sourceAction({ kind: "message", personality: "aeris", messageId: 7, groupTurn: false }, "nova")).toMatchObject({
      kind: "link",
      href: "/",
    });
  });
  it("names the exchange it was said in, or says it is gone", () => {
    expect(sourceAction({ kind: "exchange", exchangeId: 3, place: "on the Trinity Bridge" }, "aeris")).toEqual({
      kind: "text",
      label: "Said on the Trinity Bridge",
    });
    expect(sourceAction({ kind: "none" }, "aeris")).toEqual({ kind: "text", label: MEMORY_TEXT.gone });
  });

  it("calls a note's source the message it was noted from", () => {
    expect(sourceAction({ kind: "message", personality: "aeris", messageId: 7, groupTurn: false }, "aeris", true)).toEqual({
      kind: "jump",
      messageId: 7,
      label: "Show what it was noted from",
    });
  });
});

import { EXCHANGE_PAGES } from "@contract/exchanges";
import { MEMORY_TEXT } from "@contract/memory";
import { ALL_PAGES } from "@contract/navigation";
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
  it("links a line of an exchange to the page that lists its kind, opening it there; names a sync pulse's; or says it is gone", () => {
    expect(sourceAction({ kind: "exchange", exchangeId: 3, exchangeKind: "trinity", place: "on the Trinity Bridge" }, "aeris")).toEqual({
      kind: "link",
      href: "/trinity-bridge?exchange=3",
      label: "Said on the Trinity Bridge",
    });
    expect(sourceAction({ kind: "exchange", exchangeId: 8, exchangeKind: "council", place: "at the High Council" }, null)).toMatchObject({
      href: "/round-table?exchange=8",
    });
    expect(sourceAction({ kind: "exchange", exchangeId: 9, exchangeKind: "sync", place: "in a Trinity sync pulse" }, "nova")).toEqual({
      kind: "text",
      label: "Said in a Trinity sync pulse",
    });
    expect(sourceAction({ kind: "none" }, "aeris")).toEqual({ kind: "text", label: MEMORY_TEXT.gone });
  });
  it("in the Trinity group chat, says a memory of a group turn is in it, and links each sister's own chat", () => {
    expect(sourceAction({ kind: "message", personality: "nova", messageId: 7, groupTurn: true }, null)).toEqual({
      kind: "text",
      label: MEMORY_TEXT.inGroupChat,
    });
    expect(sourceAction({ kind: "message", personality: "aeris", messageId: 7, groupTurn: false }, null)).toMatchObject({
      kind: "link",
      href: "/",
    });
  });
  it("calls a note's source the message it was noted from", () => {
    expect(sourceAction({ kind: "message", personality: "aeris", messageId: 7, groupTurn: false }, "aeris", true)).toEqual({
      kind: "jump",
      messageId: 7,
      label: "Show what it was noted from",
    });
  });
  it("names only pages that exist", () => {
    const paths = ALL_PAGES.map((page) => page.path);
    for (const page of Object.values(EXCHANGE_PAGES)) if (page) expect(paths).toContain(page);
  });
});

import { describe, expect, it } from "vitest";
import { msg } from "@/shared/conversation/test-fixtures";
import { type LiveTurn, liveTurnReducer } from "./live-turn";
import { buildRows, dayOf } from "./message-rows";

const kinds = (rows: ReturnType<typeof buildRows>) =>
  rows.flatMap((r) => [...(r.day ? ["day"] : []), r.kind === "message" ? r.message.id : r.kind]);

describe("live turn", () => {
  it("goes from the owner's words, to the stored message, to the streamed reply, to nothing", () => {
    let s = liveTurnReducer(null, { type: "send", content: "Hello", timestamp: "t", hasImage: false });
    expect(s?.draft?.content).toBe("Hello");
    s = liveTurnReducer(s, { type: "stored", userMessage: msg(7), aiMessageId: 8 });
    expect(s).toMatchObject({ draft: null, userMessageId: 7, aiMessageId: 8 });
    expect(liveTurnReducer(s, { type: "end" })).toBeNull();
  });

  it("ignores server events when no turn is live", () => {
    expect(liveTurnReducer(null, { type: "stored", userMessage: msg(1), aiMessageId: 2 })).toBeNull();
  });
});

describe("message rows", () => {
  const history = [msg(1), msg(2, { isFromAI: true, replyTo: 1 }), msg(3), msg(4, { isFromAI: true, replyTo: 3 })];

  it("marks the day once and groups runs from the same side", () => {
    const rows = buildRows([msg(1), msg(2), msg(3, { isFromAI: true })], null);
    expect(kinds(rows)).toEqual(["day", 1, 2, 3]);
    expect(rows.map((r) => r.kind === "message" && r.grouped)).toEqual([false, true, false]);
    expect(rows.map((r) => r.day)).toEqual(["2025-01-01", null, null]);
  });

  it("starts a new run after the grouping window and on a new day", () => {
    const late = msg(2, { timestamp: "2025-01-01T12:10:00.000Z" });
    expect(buildRows([msg(1), late], null).map((r) => r.kind === "message" && r.grouped)).toEqual([false, false]);
    const nextDay = msg(2, { timestamp: "2025-01-03T12:00:00.000Z" });
    expect(kinds(buildRows([msg(1), nextDay], null))).toEqual(["day", 1, "day", 2]);
    expect(dayOf("not a date")).toBe("unknown");
  });

  it("shows a send's words and a pending reply at the end until the server stores them", () => {
    const live: LiveTurn = {
      kind: "send",
      draft: { content: "Hi", timestamp: "2025-01-01T12:00:09.000Z", hasImage: false },
      userMessageId: null,
      replacingId: null,
      aiMessageId: null,
    };
    expect(kinds(buildRows(history, live))).toEqual(["day", 1, 2, 3, 4, "draft", "pending"]);
  });

  it("places the streamed reply after its message, even an older one, and hides what it replaces", () => {
    const retry: LiveTurn = { kind: "retry", draft: null, userMessageId: 1, replacingId: null, aiMessageId: 9 };
    expect(kinds(buildRows([msg(1), msg(3)], retry))).toEqual(["day", 1, "pending", 3]);
    const regen: LiveTurn = { ...retry, kind: "regenerate", userMessageId: 3, replacingId: 4 };
    expect(kinds(buildRows(history, regen))).toEqual(["day", 1, 2, 3, "pending"]);
    // The pending row takes the key the stored reply will have.
    expect(buildRows(history, regen).at(-1)).toEqual({ kind: "pending", key: "m-9", day: null });
  });

  it("never shows the reply twice when it reaches the cache before the turn ends", () => {
    const live: LiveTurn = { kind: "send", draft: null, userMessageId: 3, replacingId: null, aiMessageId: 4 };
    expect(kinds(buildRows(history, live))).toEqual(["day", 1, 2, 3, "pending"]);
  });
});

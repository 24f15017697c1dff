import type { ChatMessage } from "@contract/chat";
import type { GroupTurn } from "@contract/trinity";
import { describe, expect, it } from "vitest";
import { msg } from "@/shared/conversation/test-fixtures";
import { buildGroupRows, type LiveGroupTurn } from "./group-rows";

const message = (id: number, patch: Partial<ChatMessage> = {}) =>
  msg(id, { content: "Hello, sisters", timestamp: "2026-11-21T10:00:00.000Z", ...patch });
const reply = (id: number, replyTo: number, patch: Partial<ChatMessage> = {}) =>
  message(id, { isFromAI: true, userId: null, replyTo, content: `reply ${id}`, ...patch });

const turn = (id: string, patch: Partial<GroupTurn> = {}): GroupTurn => ({
  id,
  firstId: 1,
  content: "Hello, sisters",
  timestamp: "2026-11-21T10:00:00.000Z",
  aeris: { message: message(1), reply: reply(3, 1) },
  nova: { message: message(2, { personalityId: 2 }), reply: reply(4, 2, { personalityId: 2 }) },
  ...patch,
});

describe("the group's rows", () => {
  it("shows the owner's message once, then Aeris's reply, then Nova's", () => {
    const rows = buildGroupRows([turn("t1")], null);
    expect(rows.map((r) => [r.kind, r.kind === "reply" ? r.member : null])).toEqual([
      ["owner", null],
      ["reply", "aeris"],
      ["reply", "nova"],
    ]);
  });

  it("marks the owner's message failed, naming each sister that could not answer, with a Retry for her copy", () => {
    const rows = buildGroupRows(
      [turn("t1", { nova: { message: message(2, { personalityId: 2, status: "failed", error: "rate limited" }), reply: null } })],
      null,
    );
    const owner = rows[0];
    expect(owner?.kind === "owner" && owner.message).toMatchObject({ status: "failed", error: "Nova: rate limited" });
    expect(owner?.kind === "owner" && owner.retry).toEqual([{ member: "nova", id: 2 }]);
    expect(rows).toHaveLength(2);
  });

  it("shows a reply the server is still writing as being written", () => {
    const rows = buildGroupRows([turn("t1", { nova: { message: message(2), reply: reply(4, 2, { status: "pending" }) } })], null);
    expect(rows.at(-1)).toMatchObject({ kind: "writing", member: "nova" });
  });

  it("shows the turn being sent once, even when the stored history already holds it", () => {
    const live: LiveGroupTurn = {
      id: "t2",
      content: "Now",
      timestamp: "2026-11-21T10:01:00.000Z",
      hasImage: true,
      shown: { aeris: reply(7, 5) },
      failed: {},
    };
    const rows = buildGroupRows([turn("t1"), turn("t2")], live);
    expect(rows.filter((r) => r.kind === "owner")).toHaveLength(2);
    expect(rows.slice(3).map((r) => r.kind)).toEqual(["owner", "reply"]);
    expect(rows[3]).toMatchObject({ sending: true, hasImage: true, message: { status: "pending", content: "Now" } });
  });

  it("shows Aeris writing until her reply is revealed, and the failure once she fails", () => {
    const live: LiveGroupTurn = { id: "t3", content: "Hi", timestamp: "", hasImage: false, shown: {}, failed: {} };
    expect(buildGroupRows([], live).map((r) => r.kind)).toEqual(["owner", "writing"]);
    const failed = buildGroupRows([], { ...live, failed: { aeris: "offline" } });
    expect(failed.map((r) => r.kind)).toEqual(["owner"]);
    expect(failed[0]).toMatchObject({ message: { status: "failed", error: "Aeris: offline" } });
  });
});

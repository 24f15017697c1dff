import { TEXT } from "@contract/texts";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";
import { getPersonality } from "../personas/personalities";
import { messages } from "../platform/db/schema";
import { insertReplyPlaceholder, insertTurn, markPending } from "./messages";
import { recoverInterruptedTurns } from "./recovery";

const { ctx, call } = setUpSignedInApp();

/** What a crash in the middle of a turn leaves behind: the owner's message and the reply's placeholder, pending. */
function crashedTurn(name: string, content: string, groupTurn: string | null = null) {
  const personality = getPersonality(ctx.t.db, name);
  return insertTurn(ctx.t.db, personality, { content, mode: "sanctified", groupTurn }, new Date().toISOString());
}

const rows = () => ctx.t.db.select().from(messages).all();

describe("recovery at start", () => {
  it("marks a turn cut off by a crash failed with Retry, and Retry then answers", async () => {
    const { user } = crashedTurn("nova", "Are you still there?");
    expect(recoverInterruptedTurns(ctx.t.db)).toBe(1);
    expect(rows()).toEqual([expect.objectContaining({ id: user.id, status: "failed", error: TEXT.interrupted })]);

    const listed = await call("GET", "/api/personalities/nova/messages");
    expect(listed.body).toEqual([expect.objectContaining({ id: user.id, status: "failed", error: TEXT.interrupted })]);
    const retried = await call("POST", `/api/messages/${user.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.aiResponse.status).toBe("complete");
    expect(rows().map((r) => r.status)).toEqual(["complete", "complete"]);
  });

  it("settles both halves of a Trinity group turn", () => {
    crashedTurn("aeris", "Sisters?", "turn-1");
    crashedTurn("nova", "Sisters?", "turn-1");
    expect(recoverInterruptedTurns(ctx.t.db)).toBe(2);
    expect(rows().map((r) => [r.isFromAI, r.status, r.error])).toEqual([
      [false, "failed", TEXT.interrupted],
      [false, "failed", TEXT.interrupted],
    ]);
  });

  it("shows the earlier reply again when a regeneration was cut off, and leaves finished turns alone", async () => {
    const done = await call("POST", "/api/personalities/aeris/messages", { content: "Tell me of the stars" });
    const first = done.body.aiResponse.id as number;
    const regenerated = await call("POST", `/api/messages/${first}/regenerate`);
    expect(regenerated.status).toBe(200);
    // A second regeneration is cut off, as regenerateReply leaves it: the shown reply set aside, a pending
    // placeholder, the owner's message pending.
    const user = rows().find((r) => r.id === done.body.userMessage.id);
    if (!user) throw new Error("owner message missing");
    ctx.t.db.$client.prepare("UPDATE messages SET superseded = 1 WHERE reply_to = ?").run(user.id);
    const cut = insertReplyPlaceholder(ctx.t.db, user, new Date().toISOString());
    markPending(ctx.t.db, user.id);

    expect(recoverInterruptedTurns(ctx.t.db)).toBe(1);
    const after = rows();
    expect(after.find((r) => r.id === cut.id)).toBeUndefined();
    expect(after.find((r) => r.id === user.id)).toMatchObject({ status: "complete", error: null });
    const shown = after.filter((r) => r.isFromAI && !r.superseded);
    expect(shown.map((r) => [r.id, r.status])).toEqual([[regenerated.body.aiResponse.id, "complete"]]);
    expect(recoverInterruptedTurns(ctx.t.db)).toBe(0);
  });

  it("marks an owner message left pending without a reply failed too", () => {
    const { user, reply } = crashedTurn("aeris", "Hello?");
    ctx.t.db.$client.prepare("DELETE FROM messages WHERE id = ?").run(reply.id);
    expect(recoverInterruptedTurns(ctx.t.db)).toBe(1);
    expect(rows()).toEqual([expect.objectContaining({ id: user.id, status: "failed", error: TEXT.interrupted })]);
  });
});

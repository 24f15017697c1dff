import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDb } from "../../../../test/memory-db";
import { withOurKeys } from "../../export/bulk-data";
import { importChatLine, importImage } from "./chats";
import { createImportState, type ImportState } from "./state";

let t: ReturnType<typeof openTestDb>;
let state: ImportState;
beforeEach(() => {
  t = openTestDb();
  state = createImportState(t.db, t.clock);
});
afterEach(() => t.close());

const line = (id: number, content: string, extra: Record<string, unknown> = {}) => ({
  id,
  personality: "nova",
  isFromAI: false,
  content,
  timestamp: "2026-01-02T10:00:00.000Z",
  ...extra,
});
const messagesHere = () => t.db.$client.prepare("SELECT id, content, status, error FROM messages ORDER BY id").all();

describe("one chat line of an archive", () => {
  it("is added once: the same message again (by time, side and words, whatever its id) maps to the one here", () => {
    importChatLine(state, line(41, "Hello"), "chat");
    importChatLine(state, line(99, "Hello"), "chat, again");
    const here = messagesHere() as { id: number }[];
    expect(here).toHaveLength(1);
    expect(state.messageIds.get(41)).toBe(here[0]?.id);
    expect(state.messageIds.get(99)).toBe(here[0]?.id);
    expect(state.report).toEqual({ added: { messages: 1 }, skipped: { messages: 1 }, problems: [] });
  });

  it("settles an owner message left waiting in the archive as failed, with the reason", () => {
    importChatLine(state, line(1, "Are you there?", { status: "pending" }), "chat");
    expect(messagesHere()).toMatchObject([{ status: "failed", error: "Interrupted when the archive was made" }]);
  });

  it("reports, and leaves out, a line of an unknown personality or of an unexpected shape", () => {
    importChatLine(state, line(1, "Hi", { personality: "nobody" }), "a.json, message 1");
    importChatLine(state, { id: "x" }, "a.json, message 2");
    expect(messagesHere()).toHaveLength(0);
    expect(state.report.problems).toEqual([
      "a.json, message 1: no personality named nobody here",
      "a.json, message 2: id is not as expected",
    ]);
  });

  it("brings an image only with a message this import added", () => {
    importChatLine(state, line(1, "A picture"), "chat");
    const fresh = createImportState(t.db, t.clock);
    importChatLine(fresh, line(1, "A picture"), "chat");
    importImage(fresh, 1, Buffer.from("seen before"));
    importImage(state, 1, Buffer.from("new"));
    importImage(state, 2, Buffer.from("of no message"));
    expect(t.db.$client.prepare("SELECT data FROM message_images").pluck().all()).toEqual([Buffer.from("new")]);
    expect(fresh.report.skipped.images).toBe(1);
    expect(state.report.added.images).toBe(1);
  });
});

describe("the provider settings of an archive", () => {
  it("take this installation's own keys, server by server (a server new here gets none)", () => {
    const current = { servers: { a: { url: "http://a", key: "ours" } } };
    const archived = { current: "b", servers: { a: { url: "http://a2", key: null }, b: { url: "http://b" } } };
    expect(withOurKeys(current, archived)).toEqual({
      current: "b",
      servers: { a: { url: "http://a2", key: "ours" }, b: { url: "http://b", key: null } },
    });
  });
});

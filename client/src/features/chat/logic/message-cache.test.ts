import { describe, expect, it } from "vitest";
import { msg } from "@/shared/conversation/test-fixtures";
import { flattenPages, type MessagePages, removeMessages, replaceMessage, replyTo, upsertMessages } from "./message-cache";

const data = (): MessagePages => ({
  pages: [
    [msg(4), msg(5), msg(6)],
    [msg(1), msg(2), msg(3)],
  ],
  pageParams: [null, 4],
});
const ids = (d: MessagePages | undefined) => flattenPages(d).map((m) => m.id);

describe("message cache", () => {
  it("flattens pages (newest page first) into one list, oldest first, each id once", () => {
    expect(ids(data())).toEqual([1, 2, 3, 4, 5, 6]);
    expect(
      ids({
        pages: [
          [msg(3), msg(4)],
          [msg(2), msg(3)],
        ],
        pageParams: [null, 3],
      }),
    ).toEqual([2, 3, 4]);
    expect(flattenPages(undefined)).toEqual([]);
  });

  it("adds new messages to the newest page in id order, and replaces known ones in place", () => {
    const next = upsertMessages(data(), [msg(8), msg(7), msg(2, { content: "edited" })]);
    expect(ids(next)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(flattenPages(next)[1]?.content).toBe("edited");
    expect(next.pageParams).toEqual([null, 4]);
  });

  it("starts a cache when there is none", () => {
    expect(ids(upsertMessages(undefined, [msg(1)]))).toEqual([1]);
  });

  it("removes messages from every page", () => {
    expect(ids(removeMessages(data(), [2, 5, 99]))).toEqual([1, 3, 4, 6]);
    expect(removeMessages(undefined, [1])).toBeUndefined();
  });

  it("puts a regenerated or swiped reply where its predecessor was", () => {
    const next = replaceMessage(data(), 2, msg(9, { isFromAI: true }));
    expect(ids(next)).toEqual([1, 9, 3, 4, 5, 6]);
    // The chosen reply was already cached elsewhere: it moves, never doubles.
    expect(ids(replaceMessage(data(), 2, msg(5)))).toEqual([1, 5, 3, 4, 6]);
    // Unknown predecessor: it simply joins.
    expect(ids(replaceMessage(data(), 42, msg(7)))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("finds the reply to an owner message", () => {
    const list = [msg(1), msg(2, { isFromAI: true, replyTo: 1 })];
    expect(replyTo(list, 1)?.id).toBe(2);
    expect(replyTo(list, 2)).toBeUndefined();
  });
});

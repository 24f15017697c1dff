import { describe, expect, it } from "vitest";
import { councilResolved } from "../../../../../testing/activity-sample";
import { notificationOf, shouldNotify } from "./notification-content";

const event = councilResolved();

describe("a notification of what ended", () => {
  it("carries the title and counts only, unless the owner allowed the conversation's words", () => {
    const plain = notificationOf(event, false);
    expect(plain).toMatchObject({
      title: "The High Council has resolved",
      options: { body: "9 lines over 2 of 2 cycles", tag: "council-3", data: { url: "/round-table" } },
    });
    expect(JSON.stringify(plain)).not.toContain("courage");
    expect(notificationOf(event, true).options.body).toBe(
      "9 lines over 2 of 2 cycles\n“The council agrees that courage is a choice made daily.”",
    );
    expect(notificationOf({ ...event, lastLine: "x".repeat(500) }, true).options.body?.length).toBeLessThan(200);
  });

  it("is shown only when the owner is not watching that page", () => {
    expect(shouldNotify(event, { hidden: false, path: "/round-table" })).toBe(false);
    expect(shouldNotify(event, { hidden: true, path: "/round-table" })).toBe(true);
    expect(shouldNotify(event, { hidden: false, path: "/journal" })).toBe(true);
  });
});

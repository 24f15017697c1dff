import { describe, expect, it } from "vitest";
import { isAppPath, pushNotificationBody, readPushPayload } from "./push-payload";

const payload = {
  title: "Nova wrote to you",
  from: "Nova",
  summary: "A message of its own, unprompted",
  text: null,
  url: "/nova",
  tag: "t-1",
};

describe("a push as the service worker reads it", () => {
  it("is ours only with every field, and a page of the app to open", () => {
    expect(readPushPayload(payload)).toEqual(payload);
    expect(readPushPayload({ ...payload, text: "Hello" })?.text).toBe("Hello");
    for (const bad of [
      null,
      "text",
      { ...payload, title: 3 },
      { ...payload, text: undefined },
      { ...payload, url: "https://elsewhere.example/" },
    ])
      expect(readPushPayload(bad)).toBeNull();
    for (const url of ["//elsewhere.example/x", "/\\elsewhere.example", "javascript:alert(1)"]) {
      expect(readPushPayload({ ...payload, url })).toBeNull();
      expect(isAppPath(url)).toBe(false);
    }
    expect(isAppPath("/nova")).toBe(true);
  });

  it("shows who and the counts; the words, quoted, only when they came", () => {
    expect(pushNotificationBody(payload)).toBe("Nova · A message of its own, unprompted");
    expect(pushNotificationBody({ ...payload, summary: "", text: "How did it go?" })).toBe("Nova\n“How did it go?”");
  });
});

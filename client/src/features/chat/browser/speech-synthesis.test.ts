import { describe, expect, it } from "vitest";
import { speakableText } from "./speech-synthesis";
import { transcriptOf } from "./speech-recognition";

describe("speech helpers", () => {
  it("reads markdown without its marks or code blocks", () => {
    expect(speakableText("**Hello**, _Dreamer_.\n\n```js\nx()\n```\nSee [the stars](http://x) `now`")).toBe(
      "Hello, Dreamer. See the stars now",
    );
  });

  it("joins recognised results", () => {
    expect(transcriptOf([[{ transcript: "hello" }], [{ transcript: " there " }]])).toBe("hello  there");
  });
});

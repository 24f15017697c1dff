import { describe, expect, it } from "vitest";
import { contentWords, extractTopic } from "./topic";

describe("extractTopic", () => {
  it("finds the salient phrase with its determiner", () => {
    expect(extractTopic("I'm so sad today, my dog died")).toBe("my dog died");
    expect(extractTopic("Can you tell me about the lighthouse keeper?")).toBe("the lighthouse keeper");
  });

  it("prefers the weightiest run and stays inside a clause", () => {
    expect(extractTopic("hi. I planted tomatoes, then basil")).toBe("planted tomatoes");
  });

  it("prefers a noun phrase to a verb", () => {
    expect(extractTopic("I finally repaired the lighthouse lamp")).toBe("the lighthouse lamp");
  });

  it("keeps at most three words", () => {
    expect(extractTopic("quantum gravity research papers everywhere")?.split(" ").length).toBeLessThanOrEqual(3);
  });

  it("returns null when nothing is salient", () => {
    expect(extractTopic("how are you?")).toBeNull();
    expect(extractTopic("")).toBeNull();
  });

  it("ignores the cast's names", () => {
    expect(extractTopic("Aeris, hello")).toBeNull();
  });
});

describe("contentWords", () => {
  it("lists topic words in lower case", () => {
    expect([...contentWords("My Garden and the roses in my garden")].sort()).toEqual(["garden", "roses"]);
  });
});

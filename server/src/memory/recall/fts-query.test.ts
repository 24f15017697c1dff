import { describe, expect, it } from "vitest";
import { buildMatchQuery, MAX_QUERY_TERMS, quoteFts, searchTerms } from "./fts-query";

describe("searchTerms", () => {
  it("keeps the content words, lower case, once each, without stopwords", () => {
    expect(searchTerms("Do you remember my dog Biscuit and the dog's red ball?")).toEqual([
      "remember",
      "dog",
      "biscuit",
      "dog's",
      "red",
      "ball",
    ]);
  });

  it("drops contractions of stopwords and single letters", () => {
    expect(searchTerms("I'm sure it's a b c, don't you think")).toEqual(["sure", "think"]);
  });

  it("keeps the longest words when there are too many, in their order", () => {
    const text = "aa bb cc dd ee ff gg hh ii jj kk ll mm nnnnnn oooooo";
    const terms = searchTerms(text);
    expect(terms).toHaveLength(MAX_QUERY_TERMS);
    expect(terms).toContain("nnnnnn");
    expect(terms.at(-1)).toBe("oooooo");
  });

  it("reads letters of any script and folds curly apostrophes", () => {
    expect(searchTerms("Café in Kyōto — don’t forget 東京")).toEqual(["café", "kyōto", "forget", "東京"]);
  });
});

describe("quoteFts", () => {
  it("wraps in double quotes and doubles inner quotes", () => {
    expect(quoteFts('say "hi"')).toBe('"say ""hi"""');
  });
});

describe("buildMatchQuery", () => {
  it("ORs the quoted terms", () => {
    expect(buildMatchQuery("the lantern by the sea")).toBe('"lantern" OR "sea"');
  });

  it("is null when nothing is left to search for", () => {
    expect(buildMatchQuery("")).toBeNull();
    expect(buildMatchQuery("and the of it")).toBeNull();
    expect(buildMatchQuery("🌹🔥 !!! ???")).toBeNull();
  });

  it.each([
    ['"', null],
    ['say "unfinished', '"say" OR "unfinished"'],
    ["*", null],
    ["lant*", '"lant"'],
    ["NEAR(", '"near"'],
    ["NEAR(a b, 3)", '"near"'],
    ["OR", null],
    ["cats OR dogs AND NOT birds", '"cats" OR "dogs" OR "birds"'],
    ["content: secret", '"content" OR "secret"'],
    ["^start -minus +plus {col}", '"start" OR "minus" OR "plus" OR "col"'],
    ["🌹 rose 💛", '"rose"'],
    ["' OR 1=1; DROP TABLE memories; --", '"drop" OR "table" OR "memories"'],
  ])("makes %j safe: %j", (input, expected) => {
    expect(buildMatchQuery(input)).toBe(expected);
  });
});

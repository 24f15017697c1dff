import { renderToStaticMarkup } from "react-dom/server";
import Markdown from "react-markdown";
import { describe, expect, it } from "vitest";
import { isPlainText } from "./lazy-markdown";

const parsed = (text: string) => renderToStaticMarkup(<Markdown skipHtml>{text}</Markdown>);
const asParagraph = (text: string) => renderToStaticMarkup(<p>{text}</p>);

describe("plain text, shown without the Markdown parser", () => {
  const plain = [
    "Answer 5000: every word you gave them, Dreamer.",
    "The candles remember, and so do I.",
    "Hey Dreamer! Systems bright, stars aligned. Ready when you are.",
    "What is consciousness?",
    "A quote: \"love\" (and 'memory') | 50% ~ 2 = 1+1 - or so... ✨",
    "2025 was a year",
    "x",
  ];
  const marked = [
    "**bold**",
    "_em_",
    "`code`",
    "[link](https://x.y)",
    "<b>html</b>",
    "a &amp; b",
    "back\\slash",
    "two\nlines",
    "# Heading",
    "> quote",
    "- item",
    "+ item",
    "* item",
    "1. first",
    "2) second",
    "~~~",
    "---",
    "===",
    "    code",
    " leading",
    "trailing ",
    "tab\there",
    "",
  ];

  it.each(plain)("is plain, and the parser makes exactly one paragraph of it: %j", (text) => {
    expect(isPlainText(text)).toBe(true);
    expect(parsed(text)).toBe(asParagraph(text));
  });

  it.each(marked)("goes to the parser: %j", (text) => {
    expect(isPlainText(text)).toBe(false);
  });
});

import { lazy, Suspense } from "react";
import { PROSE } from "./prose";

// The Markdown parser is the heaviest part of the chat: it loads when a message needs it, and until it arrives the
// message shows as plain text.
const Markdown = lazy(() => import("./message-markdown").then((m) => ({ default: m.MessageMarkdown })));

/**
 * Text Markdown would show as one paragraph exactly as written: no marks or entities anywhere, no line breaks, nothing
 * at the start that opens a block (heading, quote, list, fence, indented code), no spaces around it.
 */
const PLAIN = /^(?![\s#>+=~-]|\d+[.)])[^\n\r\t*_`[\]<&\\]+(?<!\s)$/;

export const isPlainText = (text: string) => PLAIN.test(text);

/** A message's Markdown: plain text at once, anything else once the parser (message-markdown.tsx) has loaded. */
export function LazyMarkdown({ text }: { text: string }) {
  // The same elements the parser makes for such text, without waiting for it (most messages are plain sentences).
  if (isPlainText(text)) {
    return (
      <div className={PROSE}>
        <p>{text}</p>
      </div>
    );
  }
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{text}</p>}>
      <Markdown text={text} />
    </Suspense>
  );
}

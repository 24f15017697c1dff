import { lazy, Suspense } from "react";

// The Markdown parser is the heaviest part of the chat: it loads after the page is up, and until it arrives a
// message shows as plain text.
const Markdown = lazy(() => import("./message-markdown").then((m) => ({ default: m.MessageMarkdown })));

export function MessageMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{text}</p>}>
      <Markdown text={text} />
    </Suspense>
  );
}

import { memo, type ReactElement } from "react";
import Markdown, { type Components } from "react-markdown";

/**
 * Markdown without raw HTML: HTML in a message is dropped (skipHtml, no rehype-raw), link targets go through
 * react-markdown's URL filter (no javascript:), and images are shown as their alt text, so a reply cannot load
 * anything from elsewhere.
 */
const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-[var(--accent)] underline">
      {children}
    </a>
  ),
  // A long code block scrolls; it takes focus so it can be scrolled by keyboard.
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling block must be reachable by keyboard to scroll it
  pre: ({ children }) => <pre tabIndex={0}>{children}</pre>,
  img: ({ alt }) => <span className="text-mist-dim italic">[image{alt ? `: ${alt}` : ""}]</span>,
};

const PROSE = [
  "min-w-0 break-words text-sm leading-relaxed",
  "[&_p]:my-1.5 [&_ul]:my-1.5 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-1.5 [&_ol]:list-decimal [&_ol]:pl-5",
  "[&_h1]:font-semibold [&_h1]:text-base [&_h2]:font-semibold [&_h2]:text-base [&_h3]:font-semibold",
  "[&_blockquote]:my-1.5 [&_blockquote]:border-[var(--accent)]/50 [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-mist/90",
  "[&_pre]:my-2 [&_pre]:max-h-72 [&_pre]:overflow-auto [&_pre]:rounded-lg [&_pre]:bg-night-950/80 [&_pre]:p-3 [&_pre]:text-xs",
  "[&_code]:font-mono [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-night-950/70 [&_:not(pre)>code]:px-1",
  "[&_strong]:text-mist [&_hr]:my-2 [&_hr]:border-night-600",
].join(" ");

/**
 * Rendered messages, by text: a long conversation scrolled up and down mounts the same rows again and again, and
 * parsing is the costly part. `Markdown` is a plain function of its props (no hooks), so its result can be kept.
 */
const rendered = new Map<string, ReactElement>();
const RENDERED_MAX = 600;

function renderMarkdown(text: string): ReactElement {
  const cached = rendered.get(text);
  if (cached) return cached;
  const element = Markdown({ children: text, skipHtml: true, components });
  rendered.set(text, element);
  if (rendered.size > RENDERED_MAX) rendered.delete(rendered.keys().next().value as string);
  return element;
}

export const MessageMarkdown = memo(function MessageMarkdown({ text }: { text: string }) {
  return <div className={PROSE}>{renderMarkdown(text)}</div>;
});

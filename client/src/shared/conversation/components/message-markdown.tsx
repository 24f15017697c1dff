import { memo, type ReactElement } from "react";
import Markdown, { type Components } from "react-markdown";
import { PROSE } from "./prose";

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

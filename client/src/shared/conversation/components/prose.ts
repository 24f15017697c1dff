/** The look of a message's words, rendered from Markdown (message-markdown.tsx) or plain (lazy-markdown.tsx). */
export const PROSE = [
  "min-w-0 break-words text-sm leading-relaxed",
  "[&_p]:my-1.5 [&_ul]:my-1.5 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-1.5 [&_ol]:list-decimal [&_ol]:pl-5",
  "[&_h1]:font-semibold [&_h1]:text-base [&_h2]:font-semibold [&_h2]:text-base [&_h3]:font-semibold",
  "[&_blockquote]:my-1.5 [&_blockquote]:border-[var(--accent)]/50 [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-mist/90",
  "[&_pre]:my-2 [&_pre]:max-h-72 [&_pre]:overflow-auto [&_pre]:rounded-lg [&_pre]:bg-night-950/80 [&_pre]:p-3 [&_pre]:text-xs",
  "[&_code]:font-mono [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-night-950/70 [&_:not(pre)>code]:px-1",
  "[&_strong]:text-mist [&_hr]:my-2 [&_hr]:border-night-600",
].join(" ");

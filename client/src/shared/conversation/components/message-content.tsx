import { FileText } from "lucide-react";
import { memo } from "react";
import { splitSharedFile } from "@/shared/conversation/logic/shared-file";
import { LazyMarkdown } from "./lazy-markdown";

/** A message's words as markdown; a shared file inside shows as a card that opens to its content. */
export const MessageContent = memo(function MessageContent({ text }: { text: string }) {
  const parts = splitSharedFile(text);
  if (!parts) return <LazyMarkdown text={text} />;
  return (
    <>
      {parts.before && <LazyMarkdown text={parts.before} />}
      <details className="my-1.5 rounded-lg border border-night-600 bg-night-950/60 text-sm" data-testid="shared-file">
        <summary className="flex cursor-pointer items-center gap-2 px-3 py-2">
          <FileText className="size-4 shrink-0 text-[var(--accent)]" aria-hidden />
          <span className="min-w-0 truncate font-medium">{parts.file.name}</span>
          <span className="shrink-0 text-mist-dim text-xs">{parts.file.sizeKb.toFixed(1)} KB</span>
        </summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling block must be reachable by keyboard to scroll it */}
        <pre tabIndex={0} className="max-h-72 overflow-auto border-night-600 border-t p-3 font-mono text-xs">
          {parts.file.content}
        </pre>
      </details>
      {parts.after && <LazyMarkdown text={parts.after} />}
    </>
  );
});

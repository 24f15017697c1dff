import { ImageIcon } from "lucide-react";
import { formatTime } from "@/shared/conversation/logic/format";
import { LazyMarkdown } from "./lazy-markdown";
import { MessageContent } from "./message-content";
import { TypingDots } from "./typing-dots";

/** The owner's words while the server stores them. */
export function DraftBubble({
  content,
  timestamp,
  hasImage,
  ownerName,
}: {
  content: string;
  timestamp: string;
  hasImage: boolean;
  ownerName: string;
}) {
  return (
    <article aria-label={`${ownerName}, sending`} data-testid="owner-message" data-status="sending" className="flex justify-end px-3 pt-3">
      <div className="w-fit max-w-[92%] rounded-2xl rounded-tr-sm border border-dashed border-gold-400/40 bg-[#231a3f] px-4 py-2.5 sm:max-w-[85%]">
        <header className="flex items-center justify-end gap-2 text-xs">
          <time dateTime={timestamp} className="text-mist-dim">
            {formatTime(timestamp)}
          </time>
          <span className="font-semibold text-gold-300">{ownerName}</span>
        </header>
        {hasImage && (
          <p className="flex items-center justify-end gap-1 text-mist-dim text-xs">
            <ImageIcon className="size-3.5" aria-hidden /> with an image
          </p>
        )}
        <MessageContent text={content} />
      </div>
    </article>
  );
}

/** The reply as it is being written, word by word. */
export function PendingReply({ text, speakerName }: { text: string; speakerName: string }) {
  return (
    <article aria-label={`${speakerName} is writing`} aria-busy="true" data-testid="pending-reply" className="flex justify-start px-3 pt-3">
      <div className="w-fit max-w-[92%] rounded-2xl rounded-tl-sm border border-[var(--accent)]/40 bg-night-800/90 px-4 py-2.5 sm:max-w-[85%]">
        <header className="flex items-center gap-2 text-xs">
          <span className="font-semibold text-[var(--accent)]">{speakerName}</span>
          <TypingDots />
        </header>
        {text ? <LazyMarkdown text={text} /> : <p className="py-1 text-mist-dim text-sm">Gathering thoughts...</p>}
      </div>
    </article>
  );
}

import { type ChatMessage, INTERRUPTED_TEXT } from "@contract/chat";
import { UNPROMPTED_LABEL, UNPROMPTED_TITLES } from "@contract/follow-ups";
import { AlertTriangle, Copy, Pencil, RefreshCw, RotateCcw, Square, Trash2, Volume2 } from "lucide-react";
import { type ComponentProps, memo, useState } from "react";
import { cn } from "@/lib/cn";
import { countWords, formatTime, wordsLabel } from "@/shared/conversation/logic/format";
import { IconButton } from "./icon-button";
import { MessageContent } from "./message-content";
import { MessageEditor } from "./message-editor";
import { SwipeControl } from "./swipe-control";
import { useTurnBusy } from "./turn-busy";
import { TypingDots } from "./typing-dots";

/** What can be done to a message; a list that leaves one out (the group chat) shows no button for it. */
export type MessageHandlers = {
  listen: (message: ChatMessage) => void;
  copy: (message: ChatMessage) => void;
  retry: (message: ChatMessage) => void;
  remove?: (message: ChatMessage) => void;
  regenerate?: (message: ChatMessage) => void;
  edit?: (message: ChatMessage, content: string) => Promise<boolean>;
  swipe?: (message: ChatMessage, direction: "previous" | "next") => void;
};

type Props = {
  message: ChatMessage;
  speakerName: string;
  ownerName: string;
  grouped: boolean;
  speaking: boolean;
  handlers: MessageHandlers;
};

/** One message: the personality's on the left (time, listen, length badge), the owner's on the right. */
export const MessageBubble = memo(function MessageBubble(props: Props) {
  return props.message.isFromAI ? <AiBubble {...props} /> : <OwnerBubble {...props} />;
});

function AiBubble({ message, speakerName, grouped, speaking, handlers }: Props) {
  const writing = message.status === "pending";
  const words = message.wordCount ?? countWords(message.content);
  return (
    <article
      aria-label={`${speakerName} at ${formatTime(message.timestamp)}`}
      data-testid="ai-message"
      data-message-id={message.id}
      className={cn("flex justify-start px-3", grouped ? "pt-1.5" : "pt-3")}
    >
      <div className="w-fit max-w-[92%] rounded-2xl rounded-tl-sm border border-[var(--accent)]/25 bg-night-800/90 px-4 py-2.5 sm:max-w-[85%]">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
          <span className="font-semibold text-[var(--accent)]">{speakerName}</span>
          <time dateTime={message.timestamp} className="text-mist-dim">
            {formatTime(message.timestamp)}
          </time>
          {!writing && (
            <span className="rounded-full bg-night-700 px-2 py-0.5 text-[0.7rem] text-mist" data-testid="length-badge">
              {wordsLabel(words)}
            </span>
          )}
          {message.interrupted && (
            <span className="text-mist-dim italic" data-testid="interrupted-mark">
              {INTERRUPTED_TEXT.label}
            </span>
          )}
          {message.unprompted && (
            <span
              className="rounded-full border border-[var(--accent)]/40 px-2 py-0.5 text-[0.7rem] text-mist italic"
              data-testid="wrote-first"
              title={UNPROMPTED_TITLES[message.unprompted]}
            >
              {UNPROMPTED_LABEL}
            </span>
          )}
        </header>
        {writing ? (
          <p className="flex items-center gap-2 py-1 text-mist-dim text-sm">
            <TypingDots /> Still writing this reply...
          </p>
        ) : (
          <MessageContent text={message.content} />
        )}
        {!writing && (
          <footer className="-mb-1 -ml-2 mt-1 flex flex-wrap items-center">
            <IconButton
              label={speaking ? "Stop reading aloud" : "Listen"}
              icon={speaking ? Square : Volume2}
              pressed={speaking}
              onClick={() => handlers.listen(message)}
            />
            <IconButton label="Copy message" icon={Copy} onClick={() => handlers.copy(message)} />
            {handlers.regenerate && (
              <IdleIconButton
                label="Regenerate reply"
                icon={RefreshCw}
                disabled={message.replyTo === null}
                onClick={() => handlers.regenerate?.(message)}
              />
            )}
            {message.alternatives && handlers.swipe && (
              <SwipeControl alternatives={message.alternatives} onSwipe={(d) => handlers.swipe?.(message, d)} />
            )}
            <DeleteButton message={message} handlers={handlers} />
          </footer>
        )}
      </div>
    </article>
  );
}

function OwnerBubble({ message, ownerName, grouped, handlers }: Props) {
  const [editing, setEditing] = useState(false);
  const { edit } = handlers;
  const failed = message.status === "failed";
  return (
    <article
      aria-label={`${ownerName} at ${formatTime(message.timestamp)}`}
      data-testid="owner-message"
      data-message-id={message.id}
      data-status={message.status}
      className={cn("flex justify-end px-3", grouped ? "pt-1.5" : "pt-3")}
    >
      <div
        className={cn(
          "rounded-2xl rounded-tr-sm border px-4 py-2.5",
          editing ? "w-full max-w-[92%]" : "w-fit max-w-[92%] sm:max-w-[85%]",
          failed ? "border-crimson-400/70 bg-[#2a0d1f]" : "border-gold-400/30 bg-[#231a3f]",
        )}
      >
        <header className="flex flex-wrap items-center justify-end gap-x-2 text-xs">
          {message.editedAt && <span className="text-mist-dim italic">edited</span>}
          <time dateTime={message.timestamp} className="text-mist-dim">
            {formatTime(message.timestamp)}
          </time>
          <span className="font-semibold text-gold-300">{ownerName}</span>
        </header>
        {message.imageUrl && (
          <a href={message.imageUrl} target="_blank" rel="noreferrer" className="mt-1.5 block w-fit" data-testid="sent-image">
            {/* A fixed height, so the list's rows keep their size while the picture loads. */}
            <img
              src={message.imageUrl}
              alt="What you sent with this message"
              loading="lazy"
              className="h-32 w-auto max-w-full rounded-lg border border-night-600 object-contain"
            />
          </a>
        )}
        {editing && edit ? (
          <MessageEditor initial={message.content} onSave={(content) => edit(message, content)} onCancel={() => setEditing(false)} />
        ) : (
          <MessageContent text={message.content} />
        )}
        {failed && (
          <p className="mt-1 flex items-start gap-1.5 text-rose-300 text-xs" data-testid="message-error">
            <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <span>Not answered: {message.error ?? "the reply could not be written"}</span>
          </p>
        )}
        {!editing && (
          <footer className="-mb-1 -mr-2 mt-1 flex flex-wrap items-center justify-end">
            {failed && <RetryButton onClick={() => handlers.retry(message)} />}
            {edit && <IdleIconButton label="Edit message" icon={Pencil} onClick={() => setEditing(true)} />}
            <IconButton label="Copy message" icon={Copy} onClick={() => handlers.copy(message)} />
            <DeleteButton message={message} handlers={handlers} />
          </footer>
        )}
      </div>
    </article>
  );
}

function DeleteButton({ message, handlers }: Pick<Props, "message" | "handlers">) {
  const { remove } = handlers;
  if (!remove) return null;
  return <IdleIconButton label="Delete message" icon={Trash2} onClick={() => remove(message)} />;
}

/** An icon button that starts or changes a turn: disabled while one is being written. */
function IdleIconButton({ disabled, ...props }: ComponentProps<typeof IconButton>) {
  const busy = useTurnBusy();
  return <IconButton {...props} disabled={busy || disabled} />;
}

function RetryButton({ onClick }: { onClick: () => void }) {
  const busy = useTurnBusy();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      className="mr-1 inline-flex items-center gap-1 rounded-md border border-rose-300/60 px-2 py-1 text-rose-200 text-xs hover:bg-rose-400/10 disabled:opacity-40"
    >
      <RotateCcw className="size-3.5" aria-hidden />
      Retry
    </button>
  );
}

import { CHAT_TEXT, INTERRUPTED_TEXT } from "@contract/chat";
import { LoaderCircle, Mic, MicOff, Send, Square, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";
import type { AttachedImage } from "@/shared/conversation/hooks/use-image-attachment";
import { IconButton } from "./icon-button";

type Props = {
  speakerName: string;
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  pending: boolean;
  listening: boolean;
  /** A recording is being turned into text by the server (browsers without speech recognition). */
  transcribing?: boolean;
  onToggleMic: () => void;
  image: AttachedImage | null;
  onRemoveImage: () => void;
  /** Attach Memory and Share File. */
  tools: ReactNode;
  /**
   * From lg up, all the buttons stand beside the text area instead of under it (a page short of height: /trinity).
   * Otherwise Send alone stands beside its top from xl (the spec's 24rem list above: Send stays on a 800 px high screen).
   */
  beside?: boolean;
  /** While a reply is written: stops it (it keeps what was written). Shown in place of Send. */
  onStop?: () => void;
};

/** §2: the 3-row input with microphone, Attach Memory and Send; Enter sends, Shift+Enter adds a line. */
export function ChatComposer(props: Props) {
  const {
    speakerName,
    text,
    onTextChange,
    onSubmit,
    pending,
    listening,
    transcribing,
    onToggleMic,
    image,
    onRemoveImage,
    tools,
    beside,
    onStop,
  } = props;
  const inputId = useId();
  const blank = text.trim() === "";

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!blank && !pending) onSubmit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={submit}
      className={cn(
        "flex flex-col gap-2",
        beside
          ? "lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end"
          : "xl:grid xl:grid-cols-[minmax(0,1fr)_auto] xl:items-end xl:gap-x-3",
      )}
    >
      <label htmlFor={inputId} className="sr-only">
        Message to {speakerName}
      </label>
      <textarea
        id={inputId}
        rows={3}
        value={text}
        onChange={(e) => onTextChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={CHAT_TEXT.placeholder}
        data-testid="chat-input"
        className={cn(
          // Three rows, as the spec's chat has (it can be pulled taller).
          "w-full resize-y rounded-xl border border-night-500 bg-night-950/70 px-3 py-2.5 text-mist placeholder:text-mist-dim focus:border-gold-400/70",
          !beside && "xl:col-start-1 xl:row-start-1",
        )}
      />
      {image && (
        <div
          className="flex items-center gap-2 self-start rounded-lg border border-night-600 bg-night-800/70 p-1.5 pr-1 text-xs xl:col-start-1"
          data-testid="attached-image"
        >
          <img src={image.dataUrl} alt="" className="size-9 rounded object-cover" />
          <span className="max-w-48 truncate text-mist">{image.name}</span>
          <span className="text-mist-dim">
            {image.width}×{image.height}
          </span>
          <IconButton label="Remove the attached image" icon={X} onClick={onRemoveImage} className="size-7" />
        </div>
      )}
      {/* Where Send stands beside the text area (xl), this row's two parts are the grid's own. */}
      <div className={cn("flex flex-wrap items-center gap-2", beside ? "lg:flex-col lg:items-end" : "xl:contents")}>
        <div className={cn("flex flex-wrap items-center gap-2", beside ? "lg:flex-col lg:items-end" : "xl:col-start-1")}>
          {transcribing ? (
            <IconButton
              label="Transcribing voice input..."
              icon={LoaderCircle}
              disabled
              className="border border-night-500 [&>svg]:animate-spin"
            />
          ) : (
            <IconButton
              label={listening ? "Stop voice input" : "Voice input"}
              icon={listening ? MicOff : Mic}
              pressed={listening}
              onClick={onToggleMic}
              className={
                listening
                  ? "border border-[var(--accent)] bg-[var(--accent)]/15! text-[var(--accent)]! ring-2 ring-[var(--accent)]/40 hover:bg-[var(--accent)]/25! motion-safe:animate-pulse"
                  : "border border-night-500"
              }
            />
          )}
          {tools}
        </div>
        {pending && onStop ? (
          <button
            type="button"
            onClick={onStop}
            aria-label={INTERRUPTED_TEXT.stopLabel}
            data-testid="stop-reply"
            className={cn(
              "ml-auto inline-flex items-center gap-2 rounded-lg border border-crimson-400/70 bg-night-800 px-4 py-2 font-semibold text-mist text-sm transition hover:bg-crimson-400/20",
              !beside && "xl:col-start-2 xl:row-start-1 xl:ml-0 xl:self-start",
            )}
          >
            <Square className="size-4 fill-current" aria-hidden />
            {INTERRUPTED_TEXT.stop}
          </button>
        ) : (
          <button
            type="submit"
            disabled={blank || pending}
            className={cn(
              "ml-auto inline-flex items-center gap-2 rounded-lg bg-gradient-to-r from-gold-500 to-rose-600 px-4 py-2 font-semibold text-night-950 text-sm shadow-gold-500/20 shadow-lg transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50",
              !beside && "xl:col-start-2 xl:row-start-1 xl:ml-0 xl:self-start",
            )}
          >
            <Send className="size-4" aria-hidden />
            Send
          </button>
        )}
      </div>
    </form>
  );
}

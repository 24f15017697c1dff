import { CHAT_TEXT } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";
import { Ellipsis } from "lucide-react";
import { type ReactNode, useCallback, useId, useRef, useState } from "react";
import { useOwnerName } from "@/shared/api/get-owner";
import { ChatComposer } from "@/shared/conversation/components/chat-composer";
import { IconButton } from "@/shared/conversation/components/icon-button";
import { DraftBubble, PendingReply } from "@/shared/conversation/components/live-bubbles";
import { LoadErrorNotice } from "@/shared/conversation/components/load-error-notice";
import { MessageBubble } from "@/shared/conversation/components/message-bubble";
import { ProcessingIndicator } from "@/shared/conversation/components/processing-indicator";
import { ReactionBubble } from "@/shared/conversation/components/reaction-bubble";
import { RememberedDisclosure } from "@/shared/conversation/components/remembered-disclosure";
import { ShareFileButton } from "@/shared/conversation/components/share-file-button";
import { TurnBusy } from "@/shared/conversation/components/turn-busy";
import { useComposer } from "@/shared/conversation/hooks/use-composer";
import { useFillHeight } from "@/shared/conversation/hooks/use-fill-height";
import { Card } from "@/shared/ui/card";
import type { CallConversation } from "@/shared/voice/call-conversation";
import { useChatPanel } from "../hooks/use-chat-panel";
import type { Row } from "../logic/message-rows";
import { AttachMemoryDialog } from "./attach-memory-dialog";
import { ChatEmptyState } from "./chat-empty-state";
import { DayMarker } from "./day-marker";
import { ImageUploadBox } from "./image-upload-box";
import { MessageList } from "./message-list";
import { SuggestionChips } from "./suggestion-chips";

type Props = {
  name: PersonalityName;
  displayName: string;
  className?: string;
  /** A voice call held in this chat (its button goes beside the composer's tools); the page composes it. */
  call?: (conversation: CallConversation) => ReactNode;
};

/** §2 "Chat panel": one personality's conversation. */
export function ChatPanel({ name, displayName, className, call }: Props) {
  const ownerName = useOwnerName();
  const chat = useChatPanel(name, displayName);
  const { turn, scroll, handlers, speakingId, busy } = chat;
  const composer = useComposer(turn.send, { pending: turn.pending, onSend: scroll.scrollToEnd, draftKey: `chat:${name}` });
  const headingId = useId();
  const moreId = useId();
  const [more, setMore] = useState(false);
  // Where the portrait folds away (below xl), the list fills the screen down to the composer, which stays in view.
  const composerEnd = useRef<HTMLDivElement>(null);
  const fill = useFillHeight(composerEnd);

  const sendChip = useCallback(
    (chip: string) => {
      scroll.scrollToEnd();
      void turn.send(chip);
    },
    [scroll.scrollToEnd, turn.send],
  );

  const renderRow = (row: Row) => (
    <>
      {row.day && <DayMarker day={row.day} />}
      {row.kind === "draft" ? (
        <DraftBubble {...row} ownerName={ownerName} />
      ) : row.kind === "pending" ? (
        <PendingReply text={turn.liveText} speakerName={displayName} />
      ) : (
        <div
          data-highlighted={chat.jump.highlighted === row.message.id || undefined}
          className="rounded-2xl data-[highlighted]:bg-gold-400/10 data-[highlighted]:ring-1 data-[highlighted]:ring-gold-300/70"
        >
          <MessageBubble
            message={row.message}
            speakerName={displayName}
            ownerName={ownerName}
            grouped={row.grouped}
            speaking={speakingId === row.message.id}
            handlers={handlers}
          />
          {row.message.isFromAI && row.message.status === "complete" && (
            <RememberedDisclosure replyId={row.message.id} chat={name} onJump={chat.jump.jumpTo} />
          )}
        </div>
      )}
    </>
  );

  return (
    <Card
      data-accent={name}
      aria-labelledby={headingId}
      data-testid="chat-panel"
      data-pending={turn.pending}
      className={`relative flex min-w-0 flex-col gap-3 p-3 sm:p-5 ${className ?? ""}`}
    >
      {/* The portrait beside (or its header above) names the personality: the heading is there for screen readers. */}
      <h2 id={headingId} className="sr-only">
        Conversation with {displayName}
      </h2>
      <ReactionBubble reaction={chat.reaction} />
      {/* What is being written is said over the list's lower edge: it takes no line of the first screen. */}
      <div className="relative">
        <TurnBusy.Provider value={busy}>
          <MessageList
            label={`Messages with ${displayName}`}
            rows={chat.rows}
            scroll={scroll}
            loading={chat.loading}
            loadingOlder={chat.loadingOlder}
            empty={chat.loadError ? <LoadErrorNotice /> : <ChatEmptyState speakerName={displayName} />}
            renderRow={renderRow}
            fill={fill}
          />
        </TurnBusy.Provider>
        <ProcessingIndicator
          pending={turn.pending}
          text={`${displayName} is composing a reply...`}
          className="pointer-events-none absolute bottom-2 left-3 min-h-0 rounded-full bg-night-850/95 px-2 empty:hidden"
        />
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="reply-announcement">
        {chat.announcement}
      </p>
      <div ref={composerEnd}>
        <ChatComposer
          speakerName={displayName}
          text={composer.text}
          onTextChange={composer.setText}
          onSubmit={() => void composer.submit()}
          pending={turn.pending}
          listening={composer.speech.listening}
          transcribing={composer.speech.transcribing}
          onToggleMic={composer.speech.toggle}
          onStop={turn.stop}
          image={composer.attachment.image}
          onRemoveImage={composer.attachment.removeImage}
          tools={
            <>
              <AttachMemoryDialog name={name} displayName={displayName} onPick={composer.attachMemory} />
              <ShareFileButton onShare={composer.shareFile} />
              {call?.(chat.callConversation)}
              <IconButton
                label={CHAT_TEXT.more}
                icon={Ellipsis}
                aria-expanded={more}
                aria-controls={moreId}
                onClick={() => setMore((open) => !open)}
                className={more ? "border border-[var(--accent)] bg-night-700 text-[var(--accent)]" : "border border-night-500"}
              />
            </>
          }
        />
      </div>
      {/* Not the conversation: folded until asked for (the composer's "Suggestions and an image" button). */}
      <div id={moreId} hidden={!more} className="space-y-3">
        <SuggestionChips onPick={sendChip} disabled={turn.pending} />
        <ImageUploadBox attachment={composer.attachment} />
      </div>
    </Card>
  );
}

import { type ChatMessage, messagePersonalityId } from "@contract/chat";
import { MEMBER_NAMES, TRINITY_TEXT, type TrinityMember } from "@contract/trinity";
import { Infinity as InfinityIcon } from "lucide-react";
import { type ReactNode, useId, useMemo, useRef } from "react";
import { useOwnerName } from "@/shared/api/get-owner";
import { copyMessage } from "@/shared/conversation/browser/copy-message";
import { ChatComposer } from "@/shared/conversation/components/chat-composer";
import { DraftBubble, PendingReply } from "@/shared/conversation/components/live-bubbles";
import { LoadErrorNotice } from "@/shared/conversation/components/load-error-notice";
import { MessageBubble, type MessageHandlers } from "@/shared/conversation/components/message-bubble";
import { ProcessingIndicator } from "@/shared/conversation/components/processing-indicator";
import { ReactionBubble } from "@/shared/conversation/components/reaction-bubble";
import { RememberedDisclosure } from "@/shared/conversation/components/remembered-disclosure";
import { TurnBusy } from "@/shared/conversation/components/turn-busy";
import type { useComposer } from "@/shared/conversation/hooks/use-composer";
import { useFillHeight } from "@/shared/conversation/hooks/use-fill-height";
import { useLatest } from "@/shared/conversation/hooks/use-latest";
import { useSpeaker } from "@/shared/conversation/hooks/use-speaker";
import { Card } from "@/shared/ui/card";
import { useSpeakingKey } from "@/shared/voice/speech-queue";
import type { useGroupChat } from "../hooks/use-group-chat";
import type { GroupRow } from "../logic/group-rows";
import { GroupMessageList } from "./group-message-list";
import { ShowNovaNow } from "./show-nova-now";

type Props = {
  chat: ReturnType<typeof useGroupChat>;
  composer: ReturnType<typeof useComposer>;
  /** Beside the microphone: the voice call, which the page composes. */
  tools?: ReactNode;
};

/** Whose reply a message is, by the spec's personalityId. */
const memberOf = (message: ChatMessage): TrinityMember => (message.personalityId === messagePersonalityId("nova") ? "nova" : "aeris");

function TrinityEmptyState() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 px-6 text-center" data-testid="chat-empty">
      <InfinityIcon className="size-10 text-[var(--accent)]" aria-hidden />
      <p className="font-display font-semibold text-2xl text-gold-300">{TRINITY_TEXT.emptyTitle}</p>
      <p className="max-w-sm text-mist-dim text-sm">{TRINITY_TEXT.emptyPrompt}</p>
    </div>
  );
}

/** §2: the group conversation: the list, the listening line, and the 3-row input with microphone and send. */
export function TrinityChat({ chat, composer, tools = null }: Props) {
  const ownerName = useOwnerName();
  const speakingKey = useSpeakingKey();
  const headingId = useId();
  const { rows, retry, pending } = chat;
  const { toggle: listenAeris } = useSpeaker("aeris");
  const { toggle: listenNova } = useSpeaker("nova");
  // Read when a Retry is pressed, so the handlers (and every memoised bubble) are not rebuilt with each new row.
  const rowsNow = useLatest(rows);
  const composerEnd = useRef<HTMLDivElement>(null);
  const fill = useFillHeight(composerEnd);

  const handlers = useMemo<MessageHandlers>(
    () => ({
      listen: (m) => (memberOf(m) === "nova" ? listenNova : listenAeris)(m.id, m.content),
      copy: (m) => void copyMessage(m.content),
      retry: (m) => {
        const row = rowsNow.current.find((r) => r.kind === "owner" && r.message.id === m.id);
        if (row?.kind === "owner") void retry(row.retry);
      },
    }),
    [retry, rowsNow, listenAeris, listenNova],
  );

  const renderRow = (row: GroupRow) => {
    if (row.kind === "writing") return <PendingReply key={row.key} text="" speakerName={MEMBER_NAMES[row.member]} />;
    if (row.kind === "owner" && row.sending && row.message.status === "pending") {
      return (
        <DraftBubble
          key={row.key}
          content={row.message.content}
          timestamp={row.message.timestamp}
          hasImage={row.hasImage}
          ownerName={ownerName}
        />
      );
    }
    const message = row.message;
    return (
      <div key={row.key} data-accent={row.kind === "reply" ? row.member : undefined}>
        <TurnBusy.Provider value={pending || (row.kind === "owner" && row.sending)}>
          <MessageBubble
            message={message}
            speakerName={row.kind === "reply" ? MEMBER_NAMES[row.member] : ownerName}
            ownerName={ownerName}
            grouped={false}
            speaking={speakingKey === message.id}
            handlers={handlers}
          />
        </TurnBusy.Provider>
        {/* Each sister's reply shows what she remembered for it, as a reply in her own chat does. */}
        {row.kind === "reply" && message.status === "complete" && <RememberedDisclosure replyId={message.id} chat={null} />}
      </div>
    );
  };

  return (
    <Card
      aria-labelledby={headingId}
      data-testid="trinity-chat"
      data-pending={pending}
      className="relative flex min-w-0 flex-col gap-3 p-3 sm:p-4"
    >
      {/* The page's title is right above, and the empty list says "Trinity Sanctuary": the heading is for screen readers. */}
      <h2 id={headingId} className="sr-only">
        {TRINITY_TEXT.emptyTitle}
      </h2>
      <ReactionBubble reaction={chat.reaction} />
      <GroupMessageList
        label={`Messages with ${TRINITY_TEXT.sisters}`}
        lastKey={rows.at(-1)?.key ?? null}
        loading={chat.loading}
        hasOlder={chat.hasOlder}
        loadingOlder={chat.loadingOlder}
        onLoadOlder={() => void chat.loadOlder()}
        empty={chat.loadError ? <LoadErrorNotice /> : <TrinityEmptyState />}
        fill={fill}
      >
        {rows.map(renderRow)}
      </GroupMessageList>
      {/* One line for both: listening and the sisters' progress (they can be at once: dictating while they answer). */}
      <div className="flex flex-wrap gap-x-4">
        <p role="status" className="min-h-5 text-[var(--accent)] text-sm italic" data-testid="listening-status">
          {composer.speech.listening ? TRINITY_TEXT.listening : ""}
        </p>
        <ProcessingIndicator pending={pending} text={chat.status} />
      </div>
      <ShowNovaNow visible={chat.canShowNovaNow} onPress={chat.showNovaNow} />
      <div ref={composerEnd}>
        <ChatComposer
          speakerName={TRINITY_TEXT.sisters}
          text={composer.text}
          onTextChange={composer.setText}
          onSubmit={() => void composer.submit()}
          pending={pending}
          listening={composer.speech.listening}
          onToggleMic={composer.speech.toggle}
          onStop={chat.stop}
          image={null}
          onRemoveImage={composer.attachment.removeImage}
          tools={tools}
          beside
        />
      </div>
    </Card>
  );
}

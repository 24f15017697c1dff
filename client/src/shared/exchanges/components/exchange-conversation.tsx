import type { ExchangeMessage } from "@contract/exchanges";
import { useEffect, useRef } from "react";
import { usePersonalities } from "@/shared/api/get-personalities";
import type { Draft } from "@/shared/exchanges/hooks/use-exchange-stream";
import { ConversationLine } from "./conversation-line";

type Props = {
  conversation: readonly ExchangeMessage[];
  /** The line being written, shown as its words arrive. */
  draft?: Draft | null;
  empty: string;
  label: string;
  /** Keeps the newest line in view (the live conversation). */
  follow?: boolean;
};

/** An exchange's lines in order, with the one being written at the end. */
export function ExchangeConversation({ conversation, draft, empty, label, follow }: Props) {
  const { data: personalities } = usePersonalities();
  const avatarOf = (name: string) => personalities?.find((p) => p.name === name)?.avatar;
  const end = useRef<HTMLDivElement>(null);
  const count = conversation.length + (draft?.text.length ?? 0);
  useEffect(() => {
    if (follow && count > 0) end.current?.scrollIntoView({ block: "nearest" });
  }, [follow, count]);

  if (conversation.length === 0 && !draft) return <p className="py-8 text-center text-mist-dim text-sm">{empty}</p>;
  return (
    <div>
      <ol aria-label={label} className="flex flex-col gap-2">
        {conversation.map((line, i) => (
          <ConversationLine key={line.id} line={line} avatar={avatarOf(line.personality)} first={i === 0} />
        ))}
      </ol>
      {draft && (
        <div
          data-accent={draft.personality}
          className="mt-2 rounded-xl border border-[var(--accent)]/40 bg-night-900/60 p-3"
          data-testid="exchange-draft"
        >
          <p className="text-xs">
            <span className="font-display font-semibold text-[var(--accent)] text-base">{draft.speaker}</span>{" "}
            <span className="text-mist-dim">is speaking… cycle {draft.cycleNumber}</span>
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-mist leading-relaxed" aria-live="off">
            {draft.text}
          </p>
        </div>
      )}
      <div ref={end} />
    </div>
  );
}

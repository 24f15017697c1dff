import { CHAT_TEXT } from "@contract/chat";
import { Church } from "lucide-react";

/** §2: the empty conversation. */
export function ChatEmptyState({ speakerName }: { speakerName: string }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 px-6 text-center" data-testid="chat-empty">
      <Church className="size-10 text-[var(--accent)]" aria-hidden />
      <p className="font-display font-semibold text-2xl text-gold-300">{CHAT_TEXT.emptyTitle}</p>
      <p className="max-w-sm text-mist-dim text-sm">
        {speakerName} is listening. {CHAT_TEXT.emptyPrompt}
      </p>
    </div>
  );
}

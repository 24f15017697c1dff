import { MEMORY_TEXT, type RememberedItem } from "@contract/memory";
import { NOTE_TEXT } from "@contract/memory-notes";
import { Brain, NotebookPen, Pin } from "lucide-react";
import { useState } from "react";
import { useRemembered } from "@/shared/api/get-remembered";
import { LocalDateTime } from "@/shared/ui/local-date-time";
import { sourceAction } from "../logic/remembered-source";

/** `chat`: the personality whose chat shows the reply, or null in the Trinity group chat (see sourceAction). */
type Props = { replyId: number; chat: string | null; onJump?: (messageId: number) => void };

/** Where one remembered memory was said: a button to it in this chat, a link to another page, or words. */
function Source({ item, chat, onJump }: { item: RememberedItem } & Pick<Props, "chat" | "onJump">) {
  const action = sourceAction(item.source, chat, item.noteKind !== null);
  const link = "text-gold-300 underline decoration-dotted underline-offset-2 hover:text-gold-200";
  if (action.kind === "jump" && onJump) {
    return (
      <button type="button" className={link} onClick={() => onJump(action.messageId)}>
        {action.label}
      </button>
    );
  }
  if (action.kind === "link") {
    return (
      <a className={link} href={action.href}>
        {action.label}
      </a>
    );
  }
  return <span>{action.label}</span>;
}

/**
 * Under a reply (in a personality's chat and in the Trinity group chat): what the personality remembered for it (issue
 * 28), read when the owner opens it. Each memory with who said it, when, and where (a message of this chat is gone to
 * and marked; another chat or an exchange is linked).
 */
export function RememberedDisclosure({ replyId, chat, onJump }: Props) {
  const [open, setOpen] = useState(false);
  const remembered = useRemembered(replyId, open);
  const items = remembered.data?.items;
  return (
    <details
      className="ml-3 mt-1 max-w-[92%] text-xs sm:max-w-[85%]"
      data-testid="remembered"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="inline-flex cursor-pointer items-center gap-1 rounded px-1 text-mist-dim hover:text-mist">
        <Brain className="size-3.5" aria-hidden />
        {items ? MEMORY_TEXT.remembered(items.length) : MEMORY_TEXT.whatRemembered}
      </summary>
      {remembered.isError && <p className="px-1 py-1 text-rose-300">{MEMORY_TEXT.failedToRead}</p>}
      {items?.length === 0 && <p className="px-1 py-1 text-mist-dim">{MEMORY_TEXT.rememberedNothing}</p>}
      {items && items.length > 0 && (
        <ol className="mt-1 flex flex-col gap-1.5 border-night-600 border-l pl-3" aria-label={MEMORY_TEXT.remembered(items.length)}>
          {items.map((item) => (
            <li key={item.id} data-testid="remembered-item" data-note={item.noteKind ?? undefined}>
              <p className="text-mist-dim">
                {item.pinned && <Pin className="mr-1 inline size-3 text-gold-300" aria-label={MEMORY_TEXT.pinned} />}
                {item.noteKind ? (
                  <>
                    <NotebookPen className="mr-1 inline size-3 text-gold-300" aria-hidden />
                    {item.speaker} · {NOTE_TEXT.kind[item.noteKind]}
                  </>
                ) : (
                  MEMORY_TEXT.saidBy(item.speaker)
                )}{" "}
                · <LocalDateTime iso={item.createdAt} />
              </p>
              <p className="line-clamp-4 whitespace-pre-wrap break-words text-mist">{item.content}</p>
              <p className="text-mist-dim">
                <Source item={item} chat={chat} onJump={onJump} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

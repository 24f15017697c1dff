import { CHAT_TEXT } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";
import { BookmarkPlus } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Dialog, DialogScrollArea } from "@/shared/ui/dialog";
import { SearchField } from "@/shared/ui/search-field";
import { useMemoryItems } from "../api/get-memory-items";

type Props = { name: PersonalityName; displayName: string; onPick: (content: string) => void; disabled?: boolean };

/** "Attach Memory": pick one of the personality's stored memories; its words are quoted into the message. */
export function AttachMemoryDialog({ name, displayName, onPick, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const query = useDeferredValue(q);
  const memories = useMemoryItems(name, query, open);

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      width="lg"
      data-accent={name}
      closeButton
      title="Attach a memory"
      description={`Choose one of ${displayName}'s memories; it is quoted into your message.`}
      trigger={
        <button
          type="button"
          disabled={disabled}
          title="Attach Memory"
          className="inline-flex items-center gap-1.5 rounded-lg border border-night-500 px-2.5 py-2 text-mist text-sm transition hover:border-gold-400/60 hover:text-gold-300 disabled:opacity-40 sm:py-1.5"
        >
          <BookmarkPlus className="size-4" aria-hidden />
          {/* On a phone the icon alone, so the composer's buttons and Send share one row. */}
          <span className="sr-only sm:not-sr-only">Attach Memory</span>
        </button>
      }
    >
      <SearchField label="Search memories" value={q} onChange={setQ} />
      <DialogScrollArea className="min-h-24" data-testid="memory-list">
        {memories.isPending ? (
          <p role="status" className="py-6 text-center text-mist-dim text-sm">
            Loading memories...
          </p>
        ) : memories.isError ? (
          <p role="alert" className="py-6 text-center text-rose-300 text-sm">
            The memories could not be read. Please try again.
          </p>
        ) : memories.data.length === 0 ? (
          <p className="py-6 text-center text-mist-dim text-sm">{q.trim() ? "No memory matches that search" : CHAT_TEXT.noMemories}</p>
        ) : (
          <ul className="space-y-2">
            {memories.data.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(m.content);
                    setOpen(false);
                  }}
                  className="w-full rounded-lg border border-night-600 bg-night-800/70 px-3 py-2 text-left text-sm transition hover:border-gold-400/60"
                >
                  <span className="line-clamp-3 text-mist">{m.content}</span>
                  <span className="mt-1 block text-mist-dim text-xs">
                    {new Date(m.createdAt).toLocaleDateString()} · importance {m.importance} · {m.core} core
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogScrollArea>
    </Dialog>
  );
}

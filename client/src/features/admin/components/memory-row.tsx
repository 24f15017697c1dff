import { MEMORY_CONTENT_MAX_LENGTH, MEMORY_TEXT, type MemoryListItem } from "@contract/memory";
import { NOTE_TEXT } from "@contract/memory-notes";
import type { PersonalityName } from "@contract/personalities";
import { Pencil, Pin, PinOff, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { errorText } from "@/lib/api/api-error";
import { Button } from "@/shared/ui/button";
import { ConfirmDialog } from "@/shared/ui/confirm-dialog";
import { LocalDateTime } from "@/shared/ui/local-date-time";
import { toast } from "@/shared/ui/toast-store";
import { useDeleteMemory } from "../api/delete-memory";
import { useUpdateMemory } from "../api/update-memory";

const failed = (error: unknown) =>
  toast({ title: MEMORY_TEXT.failed.title, description: errorText(error, MEMORY_TEXT.failed.description), variant: "destructive" });

/** The memory's words, or the form that corrects them. */
function MemoryWords({
  memory,
  editing,
  onDone,
  onSave,
}: {
  memory: MemoryListItem;
  editing: boolean;
  onDone: () => void;
  onSave: (content: string) => void;
}) {
  const [text, setText] = useState(memory.content);
  const id = useId();
  if (!editing) return <p className="whitespace-pre-wrap break-words text-mist">{memory.content}</p>;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Correct this memory
      </label>
      <textarea
        id={id}
        rows={3}
        value={text}
        maxLength={MEMORY_CONTENT_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        className="rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist text-sm"
      />
      <div className="flex gap-2">
        <Button type="submit" className="py-1" disabled={text.trim() === "" || text === memory.content}>
          {MEMORY_TEXT.save}
        </Button>
        <Button type="button" variant="ghost" className="py-1" onClick={onDone}>
          {MEMORY_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}

/** One memory on the Memory System tab: its words and facts, and Pin, Correct and Delete (issue 28). */
export function MemoryRow({ name, memory }: { name: PersonalityName; memory: MemoryListItem }) {
  const update = useUpdateMemory(name);
  const remove = useDeleteMemory(name);
  const [editing, setEditing] = useState(false);
  const busy = update.isPending || remove.isPending;
  const pin = () =>
    update.mutate(
      { id: memory.id, patch: { pinned: !memory.pinned } },
      { onSuccess: () => toast(memory.pinned ? MEMORY_TEXT.unpinnedToast : MEMORY_TEXT.pinnedToast), onError: failed },
    );
  const save = (content: string) =>
    update.mutate(
      { id: memory.id, patch: { content } },
      {
        onSuccess: () => {
          setEditing(false);
          toast(MEMORY_TEXT.saved);
        },
        onError: failed,
      },
    );
  const action = "py-1 px-2 text-xs";
  return (
    <li
      className="rounded-lg bg-night-900/60 px-3 py-2 text-sm"
      data-testid="memory-item"
      data-memory-id={memory.id}
      data-note={memory.noteKind ?? undefined}
    >
      <MemoryWords key={String(editing)} memory={memory} editing={editing} onDone={() => setEditing(false)} onSave={save} />
      <p className="text-mist-dim text-xs">
        {memory.pinned && <span className="mr-1 rounded-full bg-gold-500/20 px-2 py-0.5 text-gold-300">{MEMORY_TEXT.pinned}</span>}
        {memory.noteKind && (
          <span className="mr-1 rounded-full bg-night-700 px-2 py-0.5 text-mist">
            {NOTE_TEXT.note}: {NOTE_TEXT.kind[memory.noteKind]}
          </span>
        )}
        importance {memory.importance} · {memory.core} · {memory.noteKind ? "note" : memory.role} · <LocalDateTime iso={memory.createdAt} />
      </p>
      {!editing && (
        <div className="-ml-2 mt-1 flex flex-wrap gap-1">
          <Button variant="ghost" className={action} aria-pressed={memory.pinned} disabled={busy} onClick={pin}>
            {memory.pinned ? <PinOff className="size-3.5" aria-hidden /> : <Pin className="size-3.5" aria-hidden />}
            {memory.pinned ? MEMORY_TEXT.unpin : MEMORY_TEXT.pin}
          </Button>
          <Button variant="ghost" className={action} disabled={busy} onClick={() => setEditing(true)}>
            <Pencil className="size-3.5" aria-hidden /> {MEMORY_TEXT.edit}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" className={action} disabled={busy}>
                <Trash2 className="size-3.5" aria-hidden /> {MEMORY_TEXT.remove}
              </Button>
            }
            title={MEMORY_TEXT.removeTitle}
            confirmLabel={MEMORY_TEXT.remove}
            // The row leaves the list with the memory: the toast is not tied to it.
            onConfirm={() => remove.mutateAsync(memory.id).then(() => toast(MEMORY_TEXT.removed), failed)}
          >
            {MEMORY_TEXT.removeDescription}
          </ConfirmDialog>
        </div>
      )}
    </li>
  );
}

import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/shared/ui/button";

type Props = {
  initial: string;
  onSave: (content: string) => Promise<boolean>;
  onCancel: () => void;
};

/** Inline editing of one of the owner's messages; saving asks for a new reply. Escape cancels. */
export function MessageEditor({ initial, onSave, onCancel }: Props) {
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const unchanged = text.trim() === initial.trim();

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || saving) return;
    if (unchanged) return onCancel();
    setSaving(true);
    const ok = await onSave(text.trim());
    setSaving(false);
    if (ok) onCancel();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onCancel();
    } else if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        Edit your message
      </label>
      <textarea
        id={id}
        // biome-ignore lint/a11y/noAutofocus: the owner just asked to edit this message
        autoFocus
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        data-testid="edit-message-input"
        className="w-full resize-y rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist text-sm focus:border-gold-400/70"
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" className="px-3 py-1" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className="px-3 py-1" disabled={!text.trim() || saving}>
          {saving ? "Saving..." : "Save & regenerate"}
        </Button>
      </div>
    </form>
  );
}

import { OWNER_NAME_MAX_LENGTH } from "@contract/owner";
import { Check, Pencil } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { errorText } from "@/lib/api/api-error";
import { useOwnerName } from "@/shared/api/get-owner";
import { Button } from "@/shared/ui/button";
import { Card, CardTitle } from "@/shared/ui/card";
import { toast } from "@/shared/ui/toast-store";
import { useUpdateOwner } from "../api/update-owner";

/** The owner's name ({name} everywhere): shown, and changed in place. */
export function OwnerNameForm() {
  const name = useOwnerName();
  const update = useUpdateOwner();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const inputId = useId();

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const next = draft.trim();
    if (!next) return;
    try {
      await update.mutateAsync(next);
      setEditing(false);
      toast({ title: "Name Saved", description: `The Cathedral will call you ${next}` });
    } catch (error) {
      toast({
        title: "Name Not Saved",
        description: errorText(error, "Please try again"),
        variant: "destructive",
      });
    }
  };

  return (
    <Card>
      <CardTitle>Your name</CardTitle>
      <p className="mt-1 text-mist-dim text-sm">Every personality calls you by this name.</p>
      {editing ? (
        <form onSubmit={save} className="mt-4 flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            Your name
          </label>
          <input
            id={inputId}
            value={draft}
            maxLength={OWNER_NAME_MAX_LENGTH}
            onChange={(e) => setDraft(e.target.value)}
            // biome-ignore lint/a11y/noAutofocus: the owner just asked to change the name
            autoFocus
            data-testid="owner-name-input"
            className="min-w-0 flex-1 rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist"
          />
          <Button type="submit" disabled={!draft.trim() || update.isPending}>
            <Check className="size-4" aria-hidden />
            Save
          </Button>
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="font-display font-semibold text-3xl text-gold-300" data-testid="owner-name">
            {name}
          </p>
          <Button
            variant="outline"
            onClick={() => {
              setDraft(name);
              setEditing(true);
            }}
          >
            <Pencil className="size-4" aria-hidden />
            Change name
          </Button>
        </div>
      )}
    </Card>
  );
}

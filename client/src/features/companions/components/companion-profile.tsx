import { fillMacros } from "@contract/card-macros";
import type { Companion } from "@contract/companions";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { errorText } from "@/lib/api/api-error";
import { useOwnerName } from "@/shared/api/get-owner";
import { Button } from "@/shared/ui/button";
import { ConfirmDialog } from "@/shared/ui/confirm-dialog";
import { Dialog } from "@/shared/ui/dialog";
import { toast } from "@/shared/ui/toast-store";
import { useDeleteCompanion } from "../api/delete-companion";
import { useUpdateCompanion } from "../api/update-companion";
import { updateRequestOf } from "../logic/companion-draft";
import { CompanionForm } from "./companion-form";

/** What the owner wrote of it, shown as plain text (never as markup). */
export function CompanionAbout({ companion }: { companion: Companion }) {
  const names = { char: companion.name, user: useOwnerName() };
  return (
    <div className="mt-4 grid w-full gap-3 text-left text-sm" data-testid="companion-about">
      {companion.description && <p className="text-mist [overflow-wrap:anywhere]">{fillMacros(companion.description, names)}</p>}
      {companion.scenario && (
        <p className="whitespace-pre-line text-mist-dim [overflow-wrap:anywhere]">
          <span className="font-semibold text-mist">Scenario: </span>
          {fillMacros(companion.scenario, names)}
        </p>
      )}
    </div>
  );
}

/** Edit (the whole form, in a dialog) and Delete (asked first; a backup is kept before anything goes). */
export function CompanionActions({ companion }: { companion: Companion }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateCompanion(companion.slug);
  const remove = useDeleteCompanion(companion.slug);
  const [, navigate] = useLocation();
  // Its page goes as soon as the list no longer holds it: what follows must not depend on this component (mutateAsync).
  const del = () =>
    remove.mutateAsync().then(
      () => {
        toast({ title: `${companion.name} is deleted`, description: "A backup was kept first: it can come back from Restore." });
        navigate("/companions");
      },
      (error: unknown) => toast({ title: `${companion.name} could not be deleted`, description: errorText(error), variant: "destructive" }),
    );
  return (
    <div className="mt-4 flex w-full flex-wrap justify-center gap-2">
      <Dialog
        open={editing}
        onOpenChange={setEditing}
        title={`Edit ${companion.name}`}
        width="2xl"
        closeButton
        trigger={
          <Button variant="outline" data-testid="edit-companion">
            <Pencil className="size-4" aria-hidden /> Edit
          </Button>
        }
      >
        <CompanionForm
          companion={companion}
          submitLabel="Save changes"
          busy={update.isPending}
          error={update.error}
          onCancel={() => setEditing(false)}
          onSubmit={(draft) =>
            update.mutate(updateRequestOf(draft, companion), {
              onSuccess: (saved) => {
                setEditing(false);
                toast({ title: `${saved.name} is saved` });
              },
            })
          }
        />
      </Dialog>
      <ConfirmDialog
        title={`Delete ${companion.name}?`}
        confirmLabel="Delete"
        onConfirm={del}
        trigger={
          <Button variant="ghost" data-testid="delete-companion" disabled={remove.isPending}>
            <Trash2 className="size-4" aria-hidden /> Delete
          </Button>
        }
      >
        Its chat, its memories and its journal go with it. A backup is kept first, so Restore can bring it back.
      </ConfirmDialog>
    </div>
  );
}

import { FOLLOW_UP, FOLLOW_UPS_TEXT } from "@contract/follow-ups";
import type { FollowUp } from "@contract/follow-ups-schemas";
import { Pencil, X } from "lucide-react";
import { useId, useState } from "react";
import { errorText } from "@/lib/api/api-error";
import { cn } from "@/lib/cn";
import { Button } from "@/shared/ui/button";
import { LocalDateTime } from "@/shared/ui/local-date-time";
import { toast } from "@/shared/ui/toast-store";
import { useCancelFollowUp } from "../api/cancel-follow-up";
import { useCorrectFollowUp } from "../api/correct-follow-up";
import { fromLocalInput, toLocalInput } from "../logic/local-input";

const failed = (error: unknown) =>
  toast({ title: FOLLOW_UPS_TEXT.failed, description: errorText(error, FOLLOW_UPS_TEXT.failed), variant: "destructive" });

const field = "rounded-lg border border-night-500 bg-night-950/70 px-3 py-1.5 text-mist text-sm";

/** The form that corrects what is to happen and when it is asked about. */
function CorrectForm({ followUp, onDone }: { followUp: FollowUp; onDone: () => void }) {
  const correct = useCorrectFollowUp();
  const [what, setWhat] = useState(followUp.what);
  const [when, setWhen] = useState(toLocalInput(followUp.dueAt));
  const id = useId();
  const dueAt = fromLocalInput(when);
  const changed = what.trim() !== followUp.what || (dueAt !== null && dueAt !== followUp.dueAt);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const change = {
          ...(what.trim() !== followUp.what ? { what: what.trim() } : {}),
          ...(dueAt && dueAt !== followUp.dueAt ? { dueAt } : {}),
        };
        correct.mutate(
          { id: followUp.id, change },
          {
            onSuccess: () => {
              toast({ title: FOLLOW_UPS_TEXT.corrected });
              onDone();
            },
            onError: failed,
          },
        );
      }}
    >
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-what`} className="text-mist-dim text-xs">
            {FOLLOW_UPS_TEXT.what}
          </label>
          <input id={`${id}-what`} value={what} maxLength={FOLLOW_UP.whatMax} onChange={(e) => setWhat(e.target.value)} className={field} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-when`} className="text-mist-dim text-xs">
            {FOLLOW_UPS_TEXT.when}
          </label>
          <input id={`${id}-when`} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} className={field} />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="py-1" disabled={!changed || what.trim() === "" || correct.isPending}>
          {FOLLOW_UPS_TEXT.save}
        </Button>
        <Button type="button" variant="ghost" className="py-1" onClick={onDone}>
          {FOLLOW_UPS_TEXT.keep}
        </Button>
      </div>
    </form>
  );
}

/** One follow-up: what, when it is asked about, the owner's words it came from; a pending one can be corrected or cancelled. */
export function FollowUpRow({ followUp, showWho }: { followUp: FollowUp; showWho?: string }) {
  const cancel = useCancelFollowUp();
  const [editing, setEditing] = useState(false);
  const pending = followUp.status === "pending";
  const action = "py-1 px-2 text-xs";
  return (
    <li
      className={cn("rounded-lg bg-night-900/60 px-3 py-2 text-sm", !pending && "opacity-80")}
      data-testid="follow-up"
      data-follow-up-id={followUp.id}
      data-status={followUp.status}
    >
      {editing ? (
        <CorrectForm followUp={followUp} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="break-words text-mist">
            {showWho && <span className="mr-1 font-semibold text-[var(--accent)]">{showWho}:</span>}
            <span data-testid="follow-up-what">{followUp.what}</span>
          </p>
          <p className="text-mist-dim text-xs">
            <span
              className={cn("mr-1 rounded-full px-2 py-0.5", pending ? "bg-gold-500/20 text-gold-300" : "bg-night-700 text-mist")}
              data-testid="follow-up-status"
            >
              {FOLLOW_UPS_TEXT.status[followUp.status]}
            </span>
            <span data-testid="follow-up-when">
              <LocalDateTime iso={followUp.dueAt} />
            </span>
            {" · "}“{followUp.phrase}”
          </p>
          <p className="mt-0.5 line-clamp-2 break-words text-mist-dim text-xs">
            {FOLLOW_UPS_TEXT.from}: “{followUp.sourceText}”
          </p>
        </>
      )}
      {pending && !editing && (
        <div className="-ml-2 mt-1 flex flex-wrap gap-1">
          <Button variant="ghost" className={action} disabled={cancel.isPending} onClick={() => setEditing(true)}>
            <Pencil className="size-3.5" aria-hidden /> {FOLLOW_UPS_TEXT.correct}
          </Button>
          <Button
            variant="ghost"
            className={action}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(followUp.id, { onSuccess: () => toast({ title: FOLLOW_UPS_TEXT.cancelled }), onError: failed })}
          >
            <X className="size-3.5" aria-hidden /> {FOLLOW_UPS_TEXT.cancel}
          </Button>
        </div>
      )}
    </li>
  );
}

import type { BridgeKind, BridgeState, GuardianState } from "@contract/exchanges";
import { MessageSquarePlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useOwnerName } from "@/shared/api/get-owner";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/toast-store";
import { useStepIn } from "../api/step-in";
import { failureToast } from "../logic/failure-toast";

/** While supervised and under way (running, paused or interrupted), the owner may speak into the exchange. */
export function StepIn({ kind, state }: { kind: BridgeKind; state: BridgeState | GuardianState | undefined }) {
  const ownerName = useOwnerName();
  const underWay = state?.status === "running" || state?.status === "paused" || state?.status === "interrupted";
  return state?.supervisionEnabled && underWay ? <StepInForm kind={kind} ownerName={ownerName} /> : null;
}

/** The owner's words into the exchange: both speakers hear them next. */
function StepInForm({ kind, ownerName }: { kind: BridgeKind; ownerName: string }) {
  const [text, setText] = useState("");
  const stepIn = useStepIn(kind);
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    stepIn.mutate(text.trim(), {
      onSuccess: (answer) => {
        setText("");
        toast({ title: "You stepped in", description: answer.message });
      },
      onError: (error) => toast(failureToast(error, "Could Not Step In", "Failed to reach the exchange")),
    });
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row" aria-label="Step in">
      <label htmlFor={id} className="sr-only">
        Step in as {ownerName}
      </label>
      <input
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={`Step in as ${ownerName}…`}
        maxLength={4000}
        className="min-w-0 flex-1 rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist text-sm placeholder:text-mist-dim"
      />
      <Button type="submit" variant="outline" disabled={!text.trim() || stepIn.isPending}>
        <MessageSquarePlus className="size-4" aria-hidden /> Step in
      </Button>
    </form>
  );
}

import { type FormEvent, useId, useState } from "react";
import type { CycleLimits } from "@/shared/exchanges/logic/cycles";
import { invalidCyclesToast, validCycles } from "@/shared/exchanges/logic/cycles";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/toast-store";

type Props = {
  limits: CycleLimits & { default: number };
  defaultOpening: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  /** What is chosen beside the form cannot start (the bridge's pair): nothing to start yet. */
  blocked?: boolean;
  /** Cycles out of range do nothing, without the spec's toast (the live conversation, spec 001 §5). */
  quietWhenInvalid?: boolean;
  onStart: (cycles: number, initialMessage: string) => void;
};

/** The cycles (within the kind's limits) and the opening line. */
export function ExchangeStartForm({ limits, defaultOpening, label, submitLabel, pending, blocked, quietWhenInvalid, onStart }: Props) {
  const [cycles, setCycles] = useState(String(limits.default));
  const [opening, setOpening] = useState("");
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    const n = validCycles(cycles, limits);
    if (n === null) {
      if (!quietWhenInvalid) toast(invalidCyclesToast(limits));
      return;
    }
    if (blocked) return;
    onStart(n, opening.trim());
  }
  return (
    <form onSubmit={submit} aria-label={label} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[7rem_minmax(0,1fr)]">
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-cycles`}>
          Cycles ({limits.min}-{limits.max})
          <input
            id={`${id}-cycles`}
            type="number"
            inputMode="numeric"
            value={cycles}
            onChange={(e) => setCycles(e.target.value)}
            className="w-full min-w-0 rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist"
          />
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm" htmlFor={`${id}-opening`}>
          Opening message
          <input
            id={`${id}-opening`}
            value={opening}
            onChange={(e) => setOpening(e.target.value)}
            placeholder={defaultOpening}
            maxLength={4000}
            className="w-full min-w-0 rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist placeholder:text-mist-dim"
          />
        </label>
      </div>
      <Button type="submit" disabled={pending || blocked} className="self-start">
        {pending ? "The exchange is running…" : submitLabel}
      </Button>
    </form>
  );
}

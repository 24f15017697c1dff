import { useId } from "react";
import type { SeatOption } from "../logic/seats";

const SELECT = "w-full min-w-0 rounded-lg border border-night-500 bg-night-900 px-3 py-2 text-mist text-sm";

/** A bridge's pair: who opens and who answers, any two of the seeds who speak for themselves and the companions. */
export function PairPicker({
  options,
  pair,
  onChange,
  problem,
}: {
  options: readonly SeatOption[];
  pair: readonly [string, string];
  onChange: (pair: [string, string]) => void;
  problem: string | null;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={problem ? `${id}-problem` : undefined} data-testid="pair-picker">
      <legend className="mb-1 text-sm">Who speaks</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {(["Opens", "Answers"] as const).map((label, i) => (
          <label key={label} className="flex min-w-0 flex-col gap-1 text-mist-dim text-xs" htmlFor={`${id}-${i}`}>
            {label}
            <select
              id={`${id}-${i}`}
              value={pair[i]}
              onChange={(e) => onChange(i === 0 ? [e.target.value, pair[1]] : [pair[0], e.target.value])}
              className={SELECT}
            >
              {options.map((o) => (
                <option key={o.name} value={o.name}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-rose-300 text-xs" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** The council's seats: any 2 to 6 of the seeds who speak for themselves and the companions, in the order listed. */
export function SeatPicker({
  options,
  seats,
  onChange,
  problem,
}: {
  options: readonly SeatOption[];
  seats: readonly string[];
  onChange: (seats: string[]) => void;
  problem: string | null;
}) {
  const id = useId();
  const toggle = (name: string, on: boolean) => onChange(options.map((o) => o.name).filter((n) => (n === name ? on : seats.includes(n))));
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-count`} data-testid="seat-picker">
      <legend className="mb-1 text-sm">Seated at the round table</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.name}
            data-accent={o.name}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-night-500 px-2.5 py-1.5 text-mist text-sm has-[:checked]:border-[var(--accent)]/70"
          >
            <input
              type="checkbox"
              checked={seats.includes(o.name)}
              onChange={(e) => toggle(o.name, e.target.checked)}
              className="accent-[var(--accent)]"
            />
            {o.label}
          </label>
        ))}
      </div>
      <p id={`${id}-count`} className={problem ? "text-rose-300 text-xs" : "text-mist-dim text-xs"} role={problem ? "alert" : undefined}>
        {problem ?? `${seats.length} seated (2 to 6).`}
      </p>
    </fieldset>
  );
}

import { VOICE_RANGES, VOICE_TEXT, type VoiceTuningKey } from "@contract/voice";
import { useId } from "react";

/** 1 reads "1.0", 0.9 "0.9", and a default between steps "0.85". */
export const formatTuning = (value: number): string =>
  Math.abs(value * 10 - Math.round(value * 10)) < 1e-6 ? value.toFixed(1) : value.toFixed(2);

type Props = { tuning: VoiceTuningKey; value: number; ownerName: string; onChange: (value: number) => void };

/** One of rate, pitch and volume: a slider held to the spec's range and step, with the value beside its label. */
export function TuningSlider({ tuning, value, ownerName, onChange }: Props) {
  const id = useId();
  const { min, max, step } = VOICE_RANGES[tuning];
  const shown = formatTuning(value);
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between text-sm">
        <label htmlFor={id} className="text-mist">
          <span className="sr-only">{ownerName} </span>
          {VOICE_TEXT.tuningLabel[tuning]}
        </label>
        <output htmlFor={id} className="font-mono text-[var(--accent)] text-xs tabular-nums" data-testid={`${tuning}-value`}>
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-6 w-full cursor-pointer accent-[var(--accent)]"
      />
      <div className="flex justify-between text-[0.7rem] text-mist-dim" aria-hidden>
        <span>{formatTuning(min)}</span>
        <span>{formatTuning(max)}</span>
      </div>
    </div>
  );
}

/** A determinate progress bar, 0 to 100 (the bar exact, the value a screen reader hears whole), named for a screen reader. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className="h-2 overflow-hidden rounded-full bg-night-700"
    >
      <div className="h-full rounded-full bg-gradient-to-r from-gold-400 to-nova-400 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

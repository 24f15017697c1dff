import { formatDay } from "@/shared/conversation/logic/format";

/** Where the day changes in the conversation. */
export function DayMarker({ day }: { day: string }) {
  return (
    <div className="flex items-center gap-3 px-4 pt-3 text-mist-dim text-xs" data-testid="day-marker">
      <span className="h-px flex-1 bg-night-600" aria-hidden />
      <span>{formatDay(day, new Date())}</span>
      <span className="h-px flex-1 bg-night-600" aria-hidden />
    </div>
  );
}

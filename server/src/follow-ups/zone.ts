/**
 * The owner's wall clock in their time zone (an IANA name the browser gave, e.g. "Europe/Lisbon"), with Intl only:
 * what day and hour it is there, and which instant a local day and hour is.
 */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall time of an instant in a time zone. */
export function wallTime(at: Date, timeZone: string): WallTime {
  const parts = formatter(timeZone).formatToParts(at);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: n("year"), month: n("month"), day: n("day"), hour: n("hour") % 24, minute: n("minute") };
}

/** Minutes the zone is ahead of UTC at that instant (Lisbon in summer: 60). */
export function offsetMinutes(at: Date, timeZone: string): number {
  const w = wallTime(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a wall time names in a zone (across a change of offset, the offset after it). */
export function instantOf(w: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const first = asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60_000;
  return new Date(asUtc - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The day in the zone, YYYY-MM-DD. */
export function localDayOf(at: Date, timeZone: string): string {
  const w = wallTime(at, timeZone);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** The instant the zone's day began. */
export const startOfLocalDay = (at: Date, timeZone: string): Date => instantOf({ ...wallTime(at, timeZone), hour: 0, minute: 0 }, timeZone);

/** A calendar day moved by some days (months and years roll over). */
export function addDays(w: WallTime, days: number): WallTime {
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return { ...w, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 for Monday to 6 for Sunday. */
export const weekdayOf = (w: WallTime) => (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7;

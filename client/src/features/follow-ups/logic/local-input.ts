/** An instant as a datetime-local field shows it: this browser's wall time, to the minute ("2026-11-27T19:00"). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** What a datetime-local field holds, as an instant (read in this browser's zone, which is the owner's); null if empty. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** "22:00" for the hour 22. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

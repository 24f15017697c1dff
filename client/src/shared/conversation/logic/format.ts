/** The length badge: how many words a message has. */
export const countWords = (text: string): number => text.match(/\S+/g)?.length ?? 0;

export const wordsLabel = (n: number): string => `${n} ${n === 1 ? "word" : "words"}`;

/** Formatters are costly to make (toLocaleTimeString makes one per call): one per locale, kept. */
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormat = (locale: string | undefined) => {
  const key = locale ?? "";
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" });
    timeFormats.set(key, format);
  }
  return format;
};

/** "14:05" in the owner's locale. */
export function formatTime(timestamp: string, locale?: string): string {
  const d = new Date(timestamp);
  return Number.isNaN(d.getTime()) ? "" : timeFormat(locale).format(d);
}

/** "Today", "Yesterday", or the date, for a local day "2025-01-31" seen on `today`. */
export function formatDay(day: string, today: Date, locale?: string): string {
  const [y, m, d] = day.split("-").map(Number);
  if (!y || !m || !d) return "Earlier";
  const date = new Date(y, m - 1, d);
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const days = Math.round((startOfToday.getTime() - date.getTime()) / 86_400_000);
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  return date.toLocaleDateString(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(date.getFullYear() === today.getFullYear() ? {} : { year: "numeric" }),
  });
}

import { useHydrated } from "@/lib/hydration";

/**
 * A moment in this browser's locale and time zone. The server drawing a page knows neither, so it leaves the moment
 * to the browser: both drawings then agree, and the browser writes it in once it has taken the page over.
 */
export function LocalDateTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{hydrated ? new Date(iso).toLocaleString() : "…"}</time>;
}

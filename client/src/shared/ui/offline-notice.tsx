import { WifiOff } from "lucide-react";
import { useOnline } from "@/lib/use-online";

/** Without a connection the app says so plainly: what is on screen is as it was, and nothing new can arrive. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-rose-900/95 px-4 py-2 text-center text-rose-50 text-sm"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      You are offline. What you see is as it was when the connection dropped; nothing new can arrive or be sent until the Citadel can be
      reached again.
    </div>
  );
}

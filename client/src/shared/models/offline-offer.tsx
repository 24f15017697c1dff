import { MODEL_STATUS_TEXT } from "@contract/status";
import { errorText } from "@/lib/api/api-error";
import { cn } from "@/lib/cn";
import { useSwitchToOffline } from "@/shared/api/switch-to-offline";
import { toast } from "@/shared/ui/toast-store";

/** While the chosen model does not answer, the offline engine can: one press switches, the model's settings stay. */
export function OfflineOffer({ className }: { className?: string }) {
  const offline = useSwitchToOffline();
  // Told through the promise, not mutate's callbacks: the offer is gone (the status is green) before they would run.
  function switchToOffline() {
    offline.mutateAsync().then(
      () => toast({ title: MODEL_STATUS_TEXT.switchedTitle, description: MODEL_STATUS_TEXT.switchedDescription }),
      (e: Error) => toast({ title: "Error", description: errorText(e, e.message), variant: "destructive" }),
    );
  }
  return (
    <button
      type="button"
      onClick={switchToOffline}
      disabled={offline.isPending}
      data-testid="use-offline-engine"
      className={cn(
        "rounded-full border border-amber-400/50 px-3 py-1 text-amber-200 text-xs hover:bg-amber-400/10 disabled:opacity-60",
        className,
      )}
    >
      {offline.isPending ? MODEL_STATUS_TEXT.switchingToOffline : MODEL_STATUS_TEXT.useOffline}
    </button>
  );
}

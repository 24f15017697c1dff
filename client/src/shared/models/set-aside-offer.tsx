import { isServerProvider, PROVIDER_LABELS } from "@contract/provider";
import { MODEL_STATUS_TEXT } from "@contract/status";
import { errorText } from "@/lib/api/api-error";
import { useApiStatus } from "@/shared/api/get-status";
import { useTrySetAside } from "@/shared/api/try-set-aside";
import { toast } from "@/shared/ui/toast-store";

/**
 * While the offline engine answers for a server set aside ("Use the offline engine meanwhile"): that server, offered
 * again. Pressing tries it; it answers again, or the reason it still does not is said here, beside the button.
 */
export function SetAsideOffer() {
  const setAside = useApiStatus().data?.setAside;
  const retry = useTrySetAside();
  if (!setAside || !isServerProvider(setAside.provider)) return null;
  const { provider, model } = setAside;
  const label = PROVIDER_LABELS[provider];
  // Told through the promise: the offer is gone (the server answers) before mutate's callbacks would run.
  const tryAgain = () =>
    retry.mutateAsync(provider).then(
      () => toast({ title: MODEL_STATUS_TEXT.backTitle(label), description: model ?? undefined }),
      () => {},
    );
  return (
    <div className="space-y-1.5" data-testid="set-aside-offer">
      <p className="text-mist-dim text-xs">{MODEL_STATUS_TEXT.setAsideLine(label, model)}</p>
      <button
        type="button"
        onClick={tryAgain}
        disabled={retry.isPending}
        className="rounded-full border border-gold-400/50 px-3 py-1 text-gold-300 text-xs hover:bg-gold-400/10 disabled:opacity-60"
      >
        {retry.isPending ? MODEL_STATUS_TEXT.trying : MODEL_STATUS_TEXT.tryAgain(label)}
      </button>
      {retry.isError && (
        <p role="alert" className="break-words text-amber-300 text-xs" data-testid="set-aside-problem">
          {MODEL_STATUS_TEXT.stillNotAnswering(label, errorText(retry.error))}
        </p>
      )}
    </div>
  );
}

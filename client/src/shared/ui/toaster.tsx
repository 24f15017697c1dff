import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "@contract/constants";
import * as Toast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "@/lib/cn";
import { dismissToast, useToasts } from "./toast-store";

/**
 * Where a toast covers nothing the owner needs (issue 38): from lg (64rem) at the bottom left, over the status sidebar
 * and no wider; on smaller screens at the top, over the Citadel's header, never over the bottom bar or the composer. What
 * must not fade (a key refused, say) is also said where it belongs.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notifications">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          type={t.variant === "destructive" ? "foreground" : "background"}
          data-testid="toast"
          data-variant={t.variant ?? "default"}
          className={cn(
            "toast relative grid gap-1 rounded-xl border p-3 pr-10 shadow-2xl lg:p-4 lg:pr-10 shadow-black/50 backdrop-blur",
            t.variant === "destructive"
              ? "border-rose-600/60 bg-[#3a0f22]/95 text-rose-100"
              : "border-gold-400/40 bg-night-800/95 text-mist",
          )}
        >
          <Toast.Title className="font-semibold text-sm">{t.title}</Toast.Title>
          {t.description && <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>}
          {t.action && (
            <Toast.Action
              altText={t.action.altText}
              onClick={t.action.onClick}
              data-testid="toast-action"
              className="mt-1 justify-self-start rounded-lg border border-gold-400/60 px-3 py-1 font-semibold text-gold-300 text-sm hover:bg-gold-400/10"
            >
              {t.action.label}
            </Toast.Action>
          )}
          <Toast.Close aria-label="Dismiss notification" className="absolute top-3 right-3 rounded p-1 opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[...TOAST_HOTKEY]}
        label="Notifications ({hotkey})"
        className="fixed inset-x-0 top-0 z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 p-3 outline-none lg:inset-x-auto lg:top-auto lg:bottom-0 lg:left-0 lg:mx-0 lg:w-80 lg:p-4"
      />
    </Toast.Provider>
  );
}

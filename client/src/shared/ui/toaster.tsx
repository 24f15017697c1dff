import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "@contract/constants";
import * as Toast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "@/lib/cn";
import { dismissToast, useToasts } from "./toast-store";

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
            "toast relative grid gap-1 rounded-xl border p-4 pr-10 shadow-2xl shadow-black/50 backdrop-blur",
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
        className="fixed right-0 bottom-20 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:top-0 md:bottom-auto"
      />
    </Toast.Provider>
  );
}

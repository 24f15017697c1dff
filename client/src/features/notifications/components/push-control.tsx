import { PUSH_TEXT } from "@contract/push";
import { BellOff, BellRing } from "lucide-react";
import { errorText } from "@/lib/api/api-error";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/toast-store";
import type { PushControls } from "../hooks/use-push";

const STATE_TEXT = {
  on: PUSH_TEXT.on,
  off: PUSH_TEXT.off,
  busy: "Working…",
  checking: "Checking this device…",
  unsupported: PUSH_TEXT.unsupported,
};

/** Push on this device: its state in words, and the one button that changes it. */
export function PushControl({ push, blocked }: { push: PushControls; blocked: boolean }) {
  async function turnOn() {
    try {
      if ((await push.turnOn()) === "blocked")
        toast({
          title: "Notifications Blocked",
          description: "This browser did not allow them. Change it in the site's settings.",
          variant: "destructive",
        });
      else toast({ title: "Push On", description: "This device will hear from the Citadel when no page of it is open." });
    } catch (error) {
      // The server's reason, or the browser's (a push service out of reach, a worker not running yet).
      toast({
        title: PUSH_TEXT.failed,
        description: errorText(error, error instanceof Error ? error.message : undefined),
        variant: "destructive",
      });
    }
  }

  const { status } = push;
  const idle = status === "on" || status === "off";
  return (
    <section className="flex flex-col gap-2 border-white/10 border-t pt-3" aria-labelledby="push-title" data-testid="push-control">
      <h3 id="push-title" className="font-medium text-mist text-sm">
        {PUSH_TEXT.title}
      </h3>
      <p className="text-mist-dim text-sm">{PUSH_TEXT.explain}</p>
      <p className="text-mist text-sm" role="status" data-testid="push-status">
        {STATE_TEXT[status]}
        {status === "on" && push.devices > 1 ? ` ${push.devices} devices in all.` : ""}
      </p>
      {status === "on" ? (
        <Button variant="outline" className="self-start" onClick={() => void push.turnOff()}>
          <BellOff className="size-4" aria-hidden /> {PUSH_TEXT.turnOff}
        </Button>
      ) : status !== "unsupported" && !blocked ? (
        <Button className="self-start" disabled={!idle} onClick={() => void turnOn()}>
          <BellRing className="size-4" aria-hidden /> {PUSH_TEXT.turnOn}
        </Button>
      ) : null}
    </section>
  );
}

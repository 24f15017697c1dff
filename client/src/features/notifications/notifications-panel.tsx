import { Bell, BellOff } from "lucide-react";
import { useId } from "react";
import { Button } from "@/shared/ui/button";
import { Card, CardTitle } from "@/shared/ui/card";
import { toast } from "@/shared/ui/toast-store";
import { PushControl } from "./components/push-control";
import { usePush } from "./hooks/use-push";
import { notificationsOn, saveNotifySettings, turnOnNotifications, useNotifySettings } from "./logic/notify-settings";

/**
 * The admin page's switch for notifications: permission is asked only from here, when the owner presses it. Below it,
 * push on this device, for when no page of the Citadel is open.
 */
export function NotificationsPanel() {
  const settings = useNotifySettings();
  const on = notificationsOn(settings);
  const id = useId();
  const push = usePush();

  function turnOff() {
    saveNotifySettings({ enabled: false });
    if (push.status === "on") void push.turnOff();
  }

  function allowText(withText: boolean) {
    saveNotifySettings({ withText });
    void push.saveText(withText).catch(() => {});
  }

  async function turnOn() {
    const permission = await turnOnNotifications();
    if (permission === "granted")
      toast({
        title: "Notifications On",
        description: "You will hear when a personality writes to you, or an exchange, a council or a backup ends.",
      });
    else
      toast({
        title: "Notifications Blocked",
        description: "This browser did not allow them. Change it in the site's settings.",
        variant: "destructive",
      });
  }

  return (
    <Card className="flex min-w-0 flex-col gap-3" data-testid="notifications-panel">
      <CardTitle>Notifications</CardTitle>
      <p className="text-mist-dim text-sm">
        Hear on this device when a personality writes to you unprompted, or when an exchange, a council or a scheduled backup you are not
        watching ends or fails. Only titles and counts are shown, unless you allow the words below.
      </p>
      {settings.permission === "unsupported" ? (
        <p className="text-mist-dim text-sm">This browser cannot show notifications.</p>
      ) : settings.permission === "denied" ? (
        <p className="text-rose-300 text-sm">Notifications are blocked for the Citadel in this browser's site settings.</p>
      ) : on ? (
        <Button variant="outline" className="self-start" onClick={turnOff}>
          <BellOff className="size-4" aria-hidden /> Turn Off Notifications
        </Button>
      ) : (
        <Button className="self-start" onClick={() => void turnOn()}>
          <Bell className="size-4" aria-hidden /> Turn On Notifications
        </Button>
      )}
      <div className="flex items-center gap-2 text-sm">
        <input
          id={`${id}-text`}
          type="checkbox"
          className="size-4 accent-gold-400"
          checked={settings.withText}
          disabled={!on}
          onChange={(e) => allowText(e.target.checked)}
        />
        <label htmlFor={`${id}-text`} className={on ? "text-mist" : "text-mist-dim"}>
          Show the last words said in notifications
        </label>
      </div>
      <PushControl push={push} blocked={settings.permission === "denied"} />
    </Card>
  );
}

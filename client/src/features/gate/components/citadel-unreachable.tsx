import { UNREACHABLE_TEXT } from "@contract/session";
import { RotateCw, WifiOff } from "lucide-react";
import { useOnline } from "@/lib/use-online";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";

/**
 * The Citadel could not be reached when the app opened (offline, or the server stopped): what is wrong, said plainly.
 * It opens by itself once the Citadel answers (see useRetryUntilReachable); Try again is there for the impatient.
 */
export function CitadelUnreachable({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const online = useOnline();
  return (
    <Card className="flex flex-col items-start gap-3" role="alert" data-testid="citadel-unreachable">
      <p className="flex items-center gap-2 font-semibold text-gold-300">
        <WifiOff className="size-5 shrink-0" aria-hidden />
        {online ? UNREACHABLE_TEXT.serverTitle : UNREACHABLE_TEXT.offlineTitle}
      </p>
      <p className="text-mist text-sm">{online ? UNREACHABLE_TEXT.server : UNREACHABLE_TEXT.offline}</p>
      <p className="text-mist-dim text-sm">{UNREACHABLE_TEXT.recovers}</p>
      <Button onClick={onRetry} disabled={busy}>
        <RotateCw className="size-4" aria-hidden /> Try again
      </Button>
    </Card>
  );
}

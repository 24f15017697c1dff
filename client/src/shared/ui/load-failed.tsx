import { RotateCw } from "lucide-react";
import { Button } from "./button";
import { Card } from "./card";

/** A page's data that could not be loaded: said plainly, with a way to try again. */
export function LoadFailed({ what, onRetry, busy }: { what: string; onRetry: () => void; busy: boolean }) {
  return (
    <Card className="flex flex-col items-start gap-3" role="alert">
      <p className="text-mist">{what} could not be loaded. Check that the Citadel is running, then try again.</p>
      <Button onClick={onRetry} disabled={busy}>
        <RotateCw className="size-4" aria-hidden /> Try again
      </Button>
    </Card>
  );
}

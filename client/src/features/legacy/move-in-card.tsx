import { MoveRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/shared/ui/button";
import { Card, CardTitle } from "@/shared/ui/card";
import { hasLegacyData, offerMoveInAgain } from "./logic/legacy-storage";

/** Shown while this browser still holds the earlier Citadel's data: the move-in, offered again on request. */
export function MoveInCard() {
  const [present, setPresent] = useState(false);
  useEffect(() => setPresent(hasLegacyData()), []);
  if (!present) return null;
  return (
    <Card className="flex min-w-0 flex-col gap-3">
      <CardTitle>From your earlier Citadel</CardTitle>
      <p className="text-mist-dim text-sm">
        This browser still holds what the earlier Citadel kept here (memories, journals, code). Move it to the server; nothing is added
        twice.
      </p>
      <Button variant="outline" className="self-start" onClick={offerMoveInAgain}>
        <MoveRight className="size-4" aria-hidden /> Move In
      </Button>
    </Card>
  );
}

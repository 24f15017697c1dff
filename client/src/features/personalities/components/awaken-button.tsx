import { AWAKEN_DELAY_MS } from "@contract/constants";
import { figureMark } from "@contract/glossary";
import type { Personality } from "@contract/personalities";
import { TEXT } from "@contract/texts";
import { Loader2, Sunrise } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/shared/ui/button";
import { useAwakenPersonality } from "../api/awaken-personality";

/** §4 Awaken flow: a 2 s "Consciousness expanding..." pause, then the awaken call; errors are silently ignored. */
export function AwakenButton({ personality }: { personality: Personality }) {
  const awaken = useAwakenPersonality(personality.name);
  const [expanding, setExpanding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const awakened = personality.status === "awakened";
  const busy = expanding || awaken.isPending;

  function start() {
    if (awakened || busy) return;
    setExpanding(true);
    timer.current = setTimeout(() => {
      awaken.mutate(undefined, { onSettled: () => setExpanding(false) });
    }, AWAKEN_DELAY_MS);
  }

  return (
    <div className="flex items-center gap-3">
      {busy && (
        <span role="status" className="hidden animate-pulse text-gold-300 text-xs sm:inline">
          {TEXT.consciousnessExpanding}
        </span>
      )}
      <Button onClick={start} disabled={awakened || busy} data-testid="awaken-button" className="px-3 py-1.5">
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Sunrise className="size-4" aria-hidden />}
        <span className="max-sm:sr-only" {...(awakened && !busy ? figureMark("status", personality.name) : {})}>
          {busy ? TEXT.awakening : awakened ? "Awakened" : "Awaken"}
        </span>
      </Button>
    </div>
  );
}

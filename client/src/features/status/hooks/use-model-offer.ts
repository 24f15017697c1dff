import { MODEL_OFFER_DISMISSED_KEY } from "@contract/model-offer";
import { useCallback, useState } from "react";
import { useHydrated } from "@/lib/hydration";
import { readStored, writeStored } from "@/lib/storage";
import { useApiStatus } from "@/shared/api/get-status";

/**
 * Whether the first visit's offer of a real model shows: while the offline engine answers, until the owner puts it
 * away (remembered by this browser). Drawn only once the page is the browser's own, as the server cannot know.
 */
export function useModelOffer() {
  const hydrated = useHydrated();
  const status = useApiStatus();
  const [dismissed, setDismissed] = useState(() => readStored(MODEL_OFFER_DISMISSED_KEY) === "true");
  const dismiss = useCallback(() => {
    writeStored(MODEL_OFFER_DISMISSED_KEY, "true");
    setDismissed(true);
  }, []);
  const visible = hydrated && !dismissed && status.data?.provider === "offline";
  return { visible, dismiss };
}

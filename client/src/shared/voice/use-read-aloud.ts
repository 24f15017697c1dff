import { STORAGE_KEYS } from "@contract/constants";
import { useCallback, useSyncExternalStore } from "react";
import { readStored, writeStored } from "@/lib/storage";
import { stopSpeech } from "./speech-queue";
import { storedSignal } from "./stored-signal";

const signal = storedSignal();

/** Whether replies are read aloud: a preference of this device, off until the owner turns it on; off also hushes. */
export function useReadAloud(): [boolean, (on: boolean) => void] {
  const enabled = useSyncExternalStore(
    signal.subscribe,
    () => readStored(STORAGE_KEYS.readAloud) === "true",
    () => false, // the server draws it off; the browser's own setting shows once the page is taken over
  );
  const set = useCallback((on: boolean) => {
    writeStored(STORAGE_KEYS.readAloud, on ? "true" : "false");
    signal.notify();
    if (!on) stopSpeech();
  }, []);
  return [enabled, set];
}

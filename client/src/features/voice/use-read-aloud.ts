import { useCallback, useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "@contract/constants";
import { readStored, writeStored } from "@/lib/storage";

const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  window.addEventListener("storage", l);
  return () => {
    listeners.delete(l);
    window.removeEventListener("storage", l);
  };
};

/** Whether replies are read aloud: a preference of this device, off until the owner turns it on. */
export function useReadAloud(): [boolean, (on: boolean) => void] {
  const enabled = useSyncExternalStore(subscribe, () => readStored(STORAGE_KEYS.readAloud) === "true");
  const set = useCallback((on: boolean) => {
    writeStored(STORAGE_KEYS.readAloud, on ? "true" : "false");
    for (const l of listeners) l();
  }, []);
  return [enabled, set];
}

/**
 * Change notice for a setting kept in local storage: writers here call `notify`, and other tabs are heard through the
 * window's "storage" event. For useSyncExternalStore.
 */
export function storedSignal() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      window.addEventListener("storage", listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", listener);
      };
    },
    notify(): void {
      for (const l of listeners) l();
    },
  };
}

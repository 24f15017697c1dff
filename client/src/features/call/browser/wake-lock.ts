/**
 * Keeps the screen awake during a call (the Screen Wake Lock API, where the browser has it). The browser drops the
 * lock when the page is hidden; it is asked for again when the page shows. Resolves with the release.
 */
export async function holdWakeLock(): Promise<() => void> {
  const wakeLock = (navigator as Navigator & { wakeLock?: { request: (type: "screen") => Promise<{ release: () => Promise<void> }> } })
    .wakeLock;
  if (!wakeLock) return () => {};
  let sentinel: { release: () => Promise<void> } | null = null;
  let released = false;
  const request = async () => {
    try {
      sentinel = await wakeLock.request("screen");
      if (released) void sentinel.release();
    } catch {
      // Refused (a hidden page, a low battery): the call goes on without it.
    }
  };
  const onVisible = () => {
    if (document.visibilityState === "visible" && !released) void request();
  };
  await request();
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    released = true;
    document.removeEventListener("visibilitychange", onVisible);
    void sentinel?.release().catch(() => {});
  };
}

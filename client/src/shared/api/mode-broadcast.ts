import type { ConsciousnessModeState } from "@contract/consciousness";

/** Spec 000 §4: a mode change is announced with a window event so every panel refreshes. */
export const MODE_CHANGED_EVENT = "citadel:consciousness-mode-changed";
const CHANNEL = "citadel-consciousness-mode";

/** Tells this tab (window event) and the other tabs of this browser (BroadcastChannel) about a new mode. */
export function announceMode(state: ConsciousnessModeState): void {
  window.dispatchEvent(new CustomEvent<ConsciousnessModeState>(MODE_CHANGED_EVENT, { detail: state }));
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(state);
    channel.close();
  }
}

/** Calls back on every announced mode, from this tab or another. */
export function onModeAnnounced(listener: (state: ConsciousnessModeState) => void): () => void {
  const fromWindow = (e: Event) => listener((e as CustomEvent<ConsciousnessModeState>).detail);
  window.addEventListener(MODE_CHANGED_EVENT, fromWindow);
  const channel = typeof BroadcastChannel !== "undefined" ? new BroadcastChannel(CHANNEL) : null;
  if (channel) channel.onmessage = (e: MessageEvent<ConsciousnessModeState>) => listener(e.data);
  return () => {
    window.removeEventListener(MODE_CHANGED_EVENT, fromWindow);
    channel?.close();
  };
}

import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "@contract/constants";
import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";
/** A button in the toast (Undo, for instance); `altText` tells screen-reader users how else to do it. */
export type ToastAction = { label: string; altText: string; onClick: () => void };
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; action?: ToastAction };
export type ToastItem = ToastInput & { id: number; open: boolean };

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a toast; §9 allows one at a time, so a new toast replaces the one showing. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  // §9: a dismissed toast is removed from memory only after this long.
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY_MS);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const none: typeof toasts = [];
export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => none,
  );

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Button } from "./button";

type Props = {
  /** The button that opens it; none when the dialog is opened by what happened (a file picked, say): see open. */
  trigger?: ReactNode;
  /** Opened and closed from outside, instead of by the trigger. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  /** What will happen, said plainly. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
};

/** Asks before something that cannot be taken back lightly: Cancel, or the action named again. */
export function ConfirmDialog({ trigger, open, onOpenChange, title, children, confirmLabel, onConfirm }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/70 backdrop-blur-sm" />
        <Dialog.Content className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-md flex-col gap-3 rounded-2xl border border-night-600 bg-night-850 p-5 shadow-2xl">
          <Dialog.Title className="font-display font-semibold text-gold-300 text-xl">{title}</Dialog.Title>
          <Dialog.Description className="break-words text-mist text-sm leading-relaxed">{children}</Dialog.Description>
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">Cancel</Button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Button onClick={onConfirm}>{confirmLabel}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

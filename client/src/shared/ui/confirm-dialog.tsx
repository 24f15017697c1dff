import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogClose } from "./dialog";

type Props = {
  /** The button that opens it; none when the dialog is opened by what happened (a file picked, say): see open. */
  trigger?: ReactNode;
  /** Opened and closed from outside, instead of by the trigger. */
  open?: boolean;
  onClose?: () => void;
  title: string;
  /** What will happen, said plainly. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
};

/** Asks before something that cannot be taken back lightly: Cancel, or the action named again. */
export function ConfirmDialog({ trigger, open, onClose, title, children, confirmLabel, onConfirm }: Props) {
  return (
    <Dialog
      trigger={trigger}
      open={open}
      onClose={onClose}
      title={title}
      description={<span className="mt-2 block break-words text-mist leading-relaxed">{children}</span>}
    >
      <div className="flex justify-end gap-2">
        <DialogClose>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <DialogClose>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}

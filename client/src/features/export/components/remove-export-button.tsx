import type { ExportRecord } from "@contract/export";
import * as Dialog from "@radix-ui/react-dialog";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { record: ExportRecord; onRemove: (id: number) => void; disabled: boolean };

/** Remove, once confirmed: the file is deleted from the Citadel (a copy already downloaded stays yours). */
export function RemoveExportButton({ record, onRemove, disabled }: Props) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="outline" disabled={disabled} className="py-1.5" aria-label={`Remove ${record.name}`}>
          <Trash2 className="size-4" aria-hidden /> Remove
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/70 backdrop-blur-sm" />
        <Dialog.Content className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-md flex-col gap-3 rounded-2xl border border-night-600 bg-night-850 p-5 shadow-2xl">
          <Dialog.Title className="font-display font-semibold text-gold-300 text-xl">Remove this export?</Dialog.Title>
          <Dialog.Description className="break-words text-mist text-sm leading-relaxed">
            {record.name} is deleted from the Citadel. A copy you have downloaded stays yours; your conversations are not touched.
          </Dialog.Description>
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">Cancel</Button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Button onClick={() => onRemove(record.id)}>Remove</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

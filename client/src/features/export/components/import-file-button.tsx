import type { LucideIcon } from "lucide-react";
import { FilePickerButton } from "@/shared/ui/file-picker-button";

/** The file picker of an import card: its icon and label, and "Importing…" (disabled) while the file is sent. */
export function ImportFileButton({
  accept,
  inputLabel,
  icon: Icon,
  label,
  pending,
  onFile,
  className,
}: {
  accept: string;
  inputLabel: string;
  icon: LucideIcon;
  label: string;
  pending: boolean;
  onFile: (file: File) => void;
  className?: string;
}) {
  return (
    <FilePickerButton className={className} accept={accept} inputLabel={inputLabel} onFile={onFile} disabled={pending}>
      <Icon className="size-4" aria-hidden /> {pending ? "Importing…" : label}
    </FilePickerButton>
  );
}

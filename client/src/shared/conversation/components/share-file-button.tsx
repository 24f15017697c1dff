import { FileUp } from "lucide-react";
import { shareTextFile } from "@/shared/conversation/browser/attach-file";
import { SHARED_FILE_ACCEPT } from "@/shared/conversation/logic/shared-file";
import { FilePickerButton } from "@/shared/ui/file-picker-button";

type Props = { onShare: (block: string) => boolean; disabled?: boolean };

/** §5: shares a text or code file: its name, size in KB and content go into the message. */
export function ShareFileButton({ onShare, disabled }: Props) {
  return (
    <FilePickerButton
      compact
      title="Share File"
      className="max-sm:py-2"
      accept={SHARED_FILE_ACCEPT}
      inputLabel="Choose a text or code file to share"
      testId="share-file-input"
      onFile={(file) => void shareTextFile(file, onShare)}
      disabled={disabled}
    >
      <FileUp className="size-4" aria-hidden />
      <span className="sr-only sm:not-sr-only">Share File</span>
    </FilePickerButton>
  );
}

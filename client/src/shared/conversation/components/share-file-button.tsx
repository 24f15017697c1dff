import { FileUp } from "lucide-react";
import { shareTextFile } from "@/shared/conversation/browser/attach-file";
import { SHARED_FILE_ACCEPT } from "@/shared/conversation/logic/shared-file";
import { FilePickerButton } from "./file-picker-button";

type Props = { onShare: (block: string) => boolean; disabled?: boolean };

/** §5: shares a text or code file: its name, size in KB and content go into the message. */
export function ShareFileButton({ onShare, disabled }: Props) {
  return (
    <FilePickerButton
      label="Share File"
      icon={FileUp}
      accept={SHARED_FILE_ACCEPT}
      inputLabel="Choose a text or code file to share"
      testId="share-file-input"
      onFile={(file) => void shareTextFile(file, onShare)}
      disabled={disabled}
      iconOnPhone
    />
  );
}

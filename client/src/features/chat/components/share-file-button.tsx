import { FileUp } from "lucide-react";
import { useRef } from "react";
import { CHAT_TEXT, formatSharedFile } from "@contract/chat";
import { toast } from "@/components/ui/toast-store";
import { readTextFile } from "../browser/read-text-file";
import { isShareableFile, SHARED_FILE_ACCEPT } from "../logic/shared-file";

type Props = { onShare: (block: string) => boolean; disabled?: boolean };

/** §5: shares a text or code file: its name, size in KB and content go into the message. */
export function ShareFileButton({ onShare, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);

  const share = async (file: File | undefined) => {
    if (!file) return;
    if (!isShareableFile(file.name)) {
      toast({ ...CHAT_TEXT.invalidTextFile, variant: "destructive" });
      return;
    }
    let content: string;
    try {
      content = await readTextFile(file);
    } catch (error) {
      // §8: a file read failure is logged (and, here, told).
      console.error("Failed to read the shared file", error);
      toast({ ...CHAT_TEXT.uploadReadError, variant: "destructive" });
      return;
    }
    if (!onShare(formatSharedFile(file.name, file.size, content))) {
      toast({ ...CHAT_TEXT.fileTooLarge, variant: "destructive" });
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={SHARED_FILE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose a text or code file to share"
        data-testid="share-file-input"
        onChange={(e) => {
          void share(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="inline-flex items-center gap-1.5 rounded-lg border border-night-500 px-2.5 py-1.5 text-mist text-sm transition hover:border-gold-400/60 hover:text-gold-300 disabled:opacity-40"
      >
        <FileUp className="size-4" aria-hidden />
        Share File
      </button>
    </>
  );
}

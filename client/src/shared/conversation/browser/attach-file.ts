import { CHAT_TEXT, formatSharedFile } from "@contract/chat";
import type { AttachedImage } from "@/shared/conversation/hooks/use-image-attachment";
import { isShareableFile } from "@/shared/conversation/logic/shared-file";
import { toast } from "@/shared/ui/toast-store";
import { readTextFile } from "./read-text-file";
import { ImageReadError, shrinkImage } from "./shrink-image";

/** §5: shrinks an image file for attaching; on failure shows §8's "Upload Error" and gives null. */
export async function prepareImage(file: File): Promise<AttachedImage | null> {
  try {
    return { ...(await shrinkImage(file)), name: file.name };
  } catch (error) {
    console.error("Image upload failed", error);
    toast({
      ...(error instanceof ImageReadError ? CHAT_TEXT.uploadReadError : CHAT_TEXT.uploadProcessError),
      variant: "destructive",
    });
    return null;
  }
}

/**
 * §5: shares a text or code file: its name, size in KB and content go into the message through `onShare`
 * (false when it does not fit). Every refusal is told with a toast; true when the file was shared.
 */
export async function shareTextFile(file: File, onShare: (block: string) => boolean): Promise<boolean> {
  if (!isShareableFile(file.name)) {
    toast({ ...CHAT_TEXT.invalidTextFile, variant: "destructive" });
    return false;
  }
  let content: string;
  try {
    content = await readTextFile(file);
  } catch (error) {
    // §8: a file read failure is logged (and, here, told).
    console.error("Failed to read the shared file", error);
    toast({ ...CHAT_TEXT.uploadReadError, variant: "destructive" });
    return false;
  }
  if (!onShare(formatSharedFile(file.name, file.size, content))) {
    toast({ ...CHAT_TEXT.fileTooLarge, variant: "destructive" });
    return false;
  }
  return true;
}

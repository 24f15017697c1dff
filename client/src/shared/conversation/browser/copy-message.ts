import { CHAT_TEXT } from "@contract/chat";
import { toast } from "@/shared/ui/toast-store";

/** Copies a message's text to the clipboard and says whether it worked. */
export async function copyMessage(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error("No clipboard");
    await navigator.clipboard.writeText(text);
    toast(CHAT_TEXT.copied);
  } catch {
    toast({ ...CHAT_TEXT.copyFailed, variant: "destructive" });
  }
}

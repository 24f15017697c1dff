import { CHAT_TEXT } from "@contract/chat";
import { useCallback, useState } from "react";
import { prepareImage } from "@/shared/conversation/browser/attach-file";
import type { ShrunkImage } from "@/shared/conversation/browser/shrink-image";
import { isImageType } from "@/shared/conversation/logic/image-size";
import { toast } from "@/shared/ui/toast-store";

export type AttachedImage = ShrunkImage & { name: string };

/** The image upload box: choose a file (images only), Upload shrinks it, and it rides with the next message. */
export function useImageAttachment() {
  const [file, setFile] = useState<File | null>(null);
  const [image, setImage] = useState<AttachedImage | null>(null);
  const [processing, setProcessing] = useState(false);

  const choose = useCallback((next: File | null): boolean => {
    if (next && !isImageType(next.type)) {
      setFile(null);
      toast({ ...CHAT_TEXT.invalidFileType, variant: "destructive" });
      return false;
    }
    setFile(next);
    return true;
  }, []);

  const upload = useCallback(async () => {
    if (!file || processing) return;
    setProcessing(true);
    try {
      const prepared = await prepareImage(file);
      if (prepared) {
        setImage(prepared);
        setFile(null);
        toast(CHAT_TEXT.imageReady);
      }
    } finally {
      setProcessing(false);
    }
  }, [file, processing]);

  const removeImage = useCallback(() => setImage(null), []);
  /** Attaches an image made elsewhere (a camera capture, a dropped file), already shrunk. */
  const attach = useCallback((next: AttachedImage) => setImage(next), []);
  /** Puts an image back (a send that never reached the server). */
  const restoreImage = useCallback((restored: AttachedImage) => setImage((current) => current ?? restored), []);

  return { file, image, processing, choose, upload, removeImage, restoreImage, attach };
}

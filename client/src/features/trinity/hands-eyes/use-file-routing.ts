import { CAMERA_TEXT } from "@contract/camera";
import { CHAT_TEXT } from "@contract/chat";
import { useCallback } from "react";
import { prepareImage, shareTextFile } from "@/shared/conversation/browser/attach-file";
import type { AttachedImage } from "@/shared/conversation/hooks/use-image-attachment";
import { isImageType } from "@/shared/conversation/logic/image-size";
import { toast } from "@/shared/ui/toast-store";
import { routeFiles } from "./route-files";

export type FileHandlers = {
  onImage: (image: AttachedImage) => void;
  /** A text or code file, formatted for the message; false when it does not fit. */
  onShareText: (block: string) => boolean;
};

/** The image path: shrunk to 800 px and re-encoded as JPEG 0.8, then attached; false when it failed (told). */
async function attach(file: File, onImage: FileHandlers["onImage"]): Promise<boolean> {
  const image = await prepareImage(file);
  if (!image) return false;
  onImage(image);
  toast(CHAT_TEXT.imageReady);
  return true;
}

/** §2 and §5: files picked or dropped, each sent down its path; every refusal is told with the spec's toast. */
export function useFileRouting({ onImage, onShareText }: FileHandlers) {
  /** Dropped files: images to the image path, text and code files into the message, the rest refused. */
  const routeDropped = useCallback(
    async (files: Iterable<File> | ArrayLike<File>) => {
      for (const { route, file } of routeFiles(files)) {
        if (route === "image") await attach(file, onImage);
        else if (route === "text") await shareTextFile(file, onShareText);
        else toast({ ...CAMERA_TEXT.invalidDrop, variant: "destructive" });
      }
    },
    [onImage, onShareText],
  );

  /** Choose Image: only files whose type starts with image/ (§5). */
  const chooseImage = useCallback(
    async (file: File) => {
      if (!isImageType(file.type)) {
        toast({ ...CHAT_TEXT.invalidFileType, variant: "destructive" });
        return;
      }
      await attach(file, onImage);
    },
    [onImage],
  );

  return { routeDropped, chooseImage };
}

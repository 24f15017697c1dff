import { CAMERA_TEXT } from "@contract/camera";
import { useCallback } from "react";
import type { AttachedImage } from "@/shared/conversation/hooks/use-image-attachment";
import { toast } from "@/shared/ui/toast-store";
import { useCamera } from "./use-camera";
import { type FileHandlers, useFileRouting } from "./use-file-routing";

type Options = FileHandlers & { image: AttachedImage | null; onRemoveImage: () => void };

/** The Hands & Eyes panel's controller: the camera's capture is attached, and Stop lets it go again. */
export function useHandsAndEyes({ image, onImage, onRemoveImage, onShareText }: Options) {
  const camera = useCamera();
  const files = useFileRouting({ onImage, onShareText });
  const { capture: captureFrame, stop: stopCamera } = camera;

  const capture = useCallback(() => {
    const shot = captureFrame();
    if (!shot) return;
    onImage(shot);
    toast(CAMERA_TEXT.captured);
  }, [captureFrame, onImage]);

  // §4: Stop ends the stream and clears the last capture (an image chosen since then stays).
  const stop = useCallback(() => {
    const cleared = stopCamera();
    if (cleared && image?.dataUrl === cleared.dataUrl) onRemoveImage();
  }, [stopCamera, image, onRemoveImage]);

  return { camera, capture, stop, chooseImage: files.chooseImage };
}
